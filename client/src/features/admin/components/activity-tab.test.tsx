import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditActions } from '@shared/admin';
import { renderAdminList as render } from '@/testing/admin-api';
import { restoreAfterEach } from '@/testing/toasts';
import { calls, stubApi } from '@/testing/stub-api';
import { auditEntry } from '@/testing/admin-fixtures';
import { expectNoSeriousAxeIssues } from '@/testing/axe';
import { ActivityTab, auditSentence } from './activity-tab';

restoreAfterEach();

describe('Activity', () => {
  it('reads every audit action as a sentence naming who and what', () => {
    for (const action of auditActions) {
      const sentence = auditSentence(auditEntry({ action, summary: 'Woolacombe Beach' }));
      expect(sentence.startsWith('Pat Admin ')).toBe(true);
      expect(sentence.toLowerCase()).toContain('woolacombe beach');
    }
    expect(auditSentence(auditEntry())).toBe(
      'Pat Admin approved the walking route “Avon estuary loop”',
    );
    expect(
      auditSentence(
        auditEntry({ action: 'review.delete', summary: '4-star review by Sam of Bantham Beach' }),
      ),
    ).toBe('Pat Admin deleted the 4-star review by Sam of Bantham Beach');
    expect(
      auditSentence(auditEntry({ action: 'message.read', summary: 'Message from Alex: Parking' })),
    ).toBe('Pat Admin marked “Message from Alex: Parking” as read');
    expect(auditSentence(auditEntry({ action: 'beach.update', summary: 'Croyde Bay' }))).toBe(
      'Pat Admin edited the beach “Croyde Bay”',
    );
  });

  it('lists the log with who, what, when and the changed fields', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/audit': {
        body: [
          auditEntry(),
          auditEntry({
            id: 2,
            action: 'beach.update',
            summary: 'Croyde Bay',
            before: { name: 'Croyde', hasParking: false, imageUrl: null },
            after: { name: 'Croyde Bay', hasParking: true, imageUrl: '/uploads/croyde.jpg' },
          }),
          auditEntry({
            id: 3,
            action: 'beach.create',
            summary: 'New Beach',
            before: null,
            after: null,
          }),
        ],
        total: 3,
      },
    });
    render(<ActivityTab />);
    expect(
      await screen.findByText((_, element) =>
        element?.tagName === 'P'
          ? element.textContent === 'Pat Admin approved the walking route “Avon estuary loop”'
          : false,
      ),
    ).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['GET /api/admin/audit?page=1&pageSize=20']);
    const items = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem');
    const approved = within(items[0]!);
    expect(approved.getByText('5 May 2026, 3:05pm').closest('p')).toHaveTextContent(
      '5 May 2026, 3:05pm · @pat',
    );
    expect(approved.getByText('Changed field (1)')).toBeInTheDocument();
    expect(approved.getByText('Is approved').nextElementSibling).toHaveTextContent(
      'No → changed to Yes',
    );
    const edited = within(items[1]!);
    const summary = edited.getByText('Changed fields (3)');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(edited.getByText('Name').nextElementSibling).toHaveTextContent(
      'Croyde → changed to Croyde Bay',
    );
    expect(edited.getByText('Image url').nextElementSibling).toHaveTextContent(
      '(empty) → changed to /uploads/croyde.jpg',
    );
    // Nothing recorded, nothing to disclose.
    expect(within(items[2]!).queryByText(/Changed field/)).not.toBeInTheDocument();
    await expectNoSeriousAxeIssues(document.body);
  });

  it('pages the log', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/audit': (_init, url) => ({
        body: [auditEntry({ summary: `Route ${url.searchParams.get('page')}` })],
        total: 41,
      }),
    });
    render(<ActivityTab />);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Route 2/)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/admin/audit?page=2&pageSize=20');
  });

  it('shows the empty state', async () => {
    stubApi({ 'GET /api/admin/audit': { body: [], total: 0 } });
    render(<ActivityTab />);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    stubApi({ 'GET /api/admin/audit': { status: 500, body: {} } });
    render(<ActivityTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The activity could not be loaded.');
  });
});
