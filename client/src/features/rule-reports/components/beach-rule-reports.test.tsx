import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRuleReport } from '@shared/rule-reports';
import { ruleReport } from '@/testing/admin-fixtures';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi } from '@/testing/stub-api';
import { restoreAfterEach } from '@/testing/toasts';
import { BeachRuleReports } from './beach-rule-reports';

restoreAfterEach();

const report = (overrides: Partial<AdminRuleReport> = {}) =>
  ruleReport({
    beachName: 'Blackpool Sands',
    beachSlug: 'blackpool-sands',
    report: 'The sign at the car park now says no dogs 1 April to 30 September.',
    ...overrides,
  });

const render = () => renderRoutes([{ path: '/', element: <BeachRuleReports beachId={7} /> }], '/');

describe('BeachRuleReports (beside the rule editor)', () => {
  it("lists only this beach's open reports, with the sign's photo and who sent it", async () => {
    stubApi({
      'GET /api/admin/rule-reports': {
        body: [
          report(),
          report({ id: 2, status: 'resolved', report: 'An old report, resolved.' }),
          report({ id: 3, beachId: 8, report: 'Another beach entirely.' }),
        ],
      },
    });
    render();
    const list = await screen.findByRole('list', { name: 'Open reports for this beach' });
    const [only] = within(list).getAllByRole('listitem');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(only).toHaveTextContent('no dogs 1 April to 30 September');
    expect(only).toHaveTextContent('Bryony Penrose');
    expect(
      within(only!).getByAltText('Sign at Blackpool Sands, sent with the report'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Open reports (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Another beach entirely.')).toBeNull();
  });

  it('says when the beach has no open report', async () => {
    stubApi({ 'GET /api/admin/rule-reports': { body: [report({ status: 'resolved' })] } });
    render();
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Open reports (0)' })).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    stubApi({ 'GET /api/admin/rule-reports': { status: 500, body: {} } });
    render();
    expect(await screen.findByText('The reports could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  });
});
