import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ruleReportMessages, type AdminRuleReport } from '@shared/rule-reports';
import { ruleReport } from '@/testing/admin-fixtures';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { RuleReportsSection } from './rule-reports-section';

restoreAfterEach();

const report = ruleReport;

const render = (onEditRule: (beachId: number) => void = () => {}) =>
  renderRoutes(
    [{ path: '/', element: withToasts(<RuleReportsSection onEditRule={onEditRule} />) }],
    '/',
  );

describe('Rule reports (Community tab)', () => {
  it('lists open reports first with beach link, text, photo, reporter and date', async () => {
    stubApi({
      'GET /api/admin/rule-reports': {
        body: [
          report(),
          report({
            id: 2,
            status: 'resolved',
            photoUrl: null,
            report: 'Council page says leads only.',
            resolvedAt: '2026-05-03T10:00:00.000Z',
          }),
        ],
      },
    });
    render();
    const [open, resolved] = await screen.findAllByTestId('rule-report');
    const first = within(open!);
    expect(first.getByRole('link', { name: 'Bantham' })).toHaveAttribute('href', '/beach/bantham');
    expect(first.getByText('Open')).toBeInTheDocument();
    expect(first.getByText('The new sign says dogs banned from May to September.')).toBeVisible();
    expect(first.getByAltText('Sign at Bantham, sent with the report')).toHaveAttribute(
      'src',
      '/uploads/rule-reports/sign-960.webp',
    );
    expect(first.getByText('By Bryony Penrose (bryony@example.org)')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Mark resolved' })).toBeInTheDocument();
    expect(within(resolved!).getByText('Resolved')).toBeInTheDocument();
    expect(within(resolved!).queryByRole('button', { name: 'Mark resolved' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Rule reports (1 open)' })).toBeInTheDocument();
  });

  it('marks a report resolved and refreshes the list', async () => {
    let status: AdminRuleReport['status'] = 'open';
    const fetchMock = stubApi({
      'GET /api/admin/rule-reports': () => ({ body: [report({ status })] }),
      'PUT /api/admin/rule-reports/1/resolve': () => {
        status = 'resolved';
        return { body: report({ status }) };
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark resolved' }));
    await toastWith(ruleReportMessages.resolved);
    expect(await screen.findByText('Resolved')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/admin/rule-reports/1/resolve' && init?.method === 'PUT',
      ),
    ).toBe(true);
  });

  it("asks to edit the reported beach's rule", async () => {
    stubApi({ 'GET /api/admin/rule-reports': { body: [report()] } });
    const onEditRule = vi.fn();
    render(onEditRule);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit rule' }));
    expect(onEditRule).toHaveBeenCalledWith(7);
  });

  it('shows the empty state', async () => {
    stubApi({ 'GET /api/admin/rule-reports': { body: [] } });
    render();
    expect(await screen.findByText('No rule reports yet')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    stubApi({ 'GET /api/admin/rule-reports': { status: 500, body: {} } });
    render();
    expect(await screen.findByText('The rule reports could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  });
});
