import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditActions, moderationMessages } from '@shared/admin';
import { createQueryClient } from '@/app/provider';
import { resetToasts } from '@/lib/toast';
import {
  bodyOf,
  calls,
  confirmIn,
  expectNoSeriousAxeIssues,
  itemOf,
  renderAdminList as render,
  stubAdminApi,
} from '@/testing/admin-api';
import { auditEntry, message, walk as route } from '@/testing/admin-fixtures';
import { toastWith } from '@/testing/toasts';
import { adminKeys } from '../api/keys';
import { ActivityTab, auditSentence } from './activity-tab';
import { MessagesTab } from './messages-tab';
import { WalkingRoutesTab } from './walking-routes-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

/* Walking Routes --------------------------------------------------------------------------- */

describe('Walking Routes', () => {
  it('lists the routes awaiting approval first, with their facts and badges', async () => {
    stubAdminApi({
      'GET /api/admin/routes': {
        body: [
          route({ id: 2, routeName: 'Cliff path', isApproved: true, submitterEmail: null }),
          route(),
        ],
      },
    });
    render(<WalkingRoutesTab />);
    expect(await screen.findByText('Avon estuary loop')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Walking routes' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Avon estuary loop',
      'Cliff path',
    ]);
    const waiting = within(items[0]!);
    expect(waiting.getByText('Awaiting approval')).toBeInTheDocument();
    expect(waiting.getByText('Moderate')).toBeInTheDocument();
    expect(waiting.getByText('1 h 30 min')).toBeInTheDocument();
    expect(waiting.getByText('3.5 km')).toBeInTheDocument();
    expect(waiting.getByText(/Jo Ramble/)).toBeInTheDocument();
    expect(waiting.getByRole('link', { name: 'jo@example.com' })).toHaveAttribute(
      'href',
      'mailto:jo@example.com',
    );
    expect(waiting.getByRole('link', { name: 'Bantham Beach' })).toHaveAttribute(
      'href',
      '/beach/3',
    );
    expect(waiting.getByText('Along the estuary and back over the dunes.')).toBeInTheDocument();
    expect(waiting.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    const approved = within(items[1]!);
    expect(approved.getByText('Approved')).toBeInTheDocument();
    expect(approved.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(approved.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByText('1 awaiting approval, 1 approved')).toBeInTheDocument();
    await expectNoSeriousAxeIssues(document.body);
  });

  it('approves a route, says so in a toast, and refreshes the public route lists', async () => {
    let approved = false;
    const fetchMock = stubAdminApi({
      'GET /api/admin/routes': () => ({ body: [route({ isApproved: approved })] }),
      'PUT /api/admin/routes/1/approve': () => {
        approved = true;
        const { submitterEmail: _email, beachName: _beach, ...publicRoute } = route();
        return { body: { ...publicRoute, isApproved: true } };
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['routes', 3], []);
    render(<WalkingRoutesTab />, queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await toastWith(moderationMessages.routeApproved);
    expect(calls(fetchMock)).toContain('PUT /api/admin/routes/1/approve');
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(queryClient.getQueryState(['routes', 3])?.isInvalidated).toBe(true);
  });

  it('says so when approving fails', async () => {
    stubAdminApi({
      'GET /api/admin/routes': { body: [route()] },
      'PUT /api/admin/routes/1/approve': { status: 500, body: { message: 'Boom' } },
    });
    render(<WalkingRoutesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await toastWith(moderationMessages.routeApproveFailed);
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
  });

  it('deletes a route after confirming, and says so when it fails', async () => {
    let fail = true;
    const fetchMock = stubAdminApi({
      'GET /api/admin/routes': { body: [route()] },
      'DELETE /api/admin/routes/1': () =>
        fail ? { status: 500, body: {} } : { body: { message: moderationMessages.routeDeleted } },
    });
    render(<WalkingRoutesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Walking Route' })).toHaveTextContent(
      '"Avon estuary loop" at Bantham Beach',
    );
    await confirmIn('Delete Walking Route', 'Delete');
    await toastWith(moderationMessages.routeDeleteFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await confirmIn('Delete Walking Route', 'Delete');
    await toastWith(moderationMessages.routeDeleted);
    expect(calls(fetchMock).filter((call) => call === 'DELETE /api/admin/routes/1')).toHaveLength(
      2,
    );
  });

  it('cancelling the confirmation sends nothing', async () => {
    const fetchMock = stubAdminApi({ 'GET /api/admin/routes': { body: [route()] } });
    render(<WalkingRoutesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await confirmIn('Delete Walking Route', 'Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock)).toEqual(['GET /api/admin/routes']);
  });

  it('shows the empty state', async () => {
    stubAdminApi({ 'GET /api/admin/routes': { body: [] } });
    render(<WalkingRoutesTab />);
    expect(await screen.findByText('No walking routes yet')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    stubAdminApi({ 'GET /api/admin/routes': { status: 500, body: {} } });
    render(<WalkingRoutesTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The walking routes could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

/* Messages --------------------------------------------------------------------------------- */

describe('Messages', () => {
  it('shows the messages in the server order with Unread badges and mailto links', async () => {
    stubAdminApi({
      'GET /api/admin/messages': {
        body: [
          message(),
          message({ id: 2, name: 'Bea', subject: null, message: 'Thanks!', isRead: true }),
        ],
        total: 2,
      },
    });
    render(<MessagesTab />);
    expect(await screen.findByText('Alex Visitor')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Alex Visitor',
      'Bea',
    ]);
    const alex = within(items[0]!);
    expect(alex.getByText('Unread')).toBeInTheDocument();
    expect(alex.getByRole('link', { name: 'alex@example.com' })).toHaveAttribute(
      'href',
      'mailto:alex@example.com',
    );
    expect(alex.getByText('Parking at Croyde')).toBeInTheDocument();
    expect(alex.getByText('Is the car park open in winter?')).toBeInTheDocument();
    expect(alex.getByText('4 May 2026, 13:00')).toBeInTheDocument();
    expect(alex.getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    const bea = within(items[1]!);
    expect(bea.queryByText('Unread')).not.toBeInTheDocument();
    expect(bea.getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(screen.getByText('2 messages, 1 unread on this page')).toBeInTheDocument();
    await expectNoSeriousAxeIssues(document.body);
  });

  it('marks a message read and unread', async () => {
    const read = new Map([
      [1, false],
      [2, true],
    ]);
    const fetchMock = stubAdminApi({
      'GET /api/admin/messages': () => ({
        body: [
          message({ isRead: read.get(1)! }),
          message({ id: 2, name: 'Bea', isRead: read.get(2)! }),
        ],
        total: 2,
      }),
      'PUT /api/admin/messages/1/read': (_url, init) => {
        const { isRead } = JSON.parse(init?.body as string) as { isRead: boolean };
        read.set(1, isRead);
        return { body: message({ isRead }) };
      },
      'PUT /api/admin/messages/2/read': (_url, init) => {
        const { isRead } = JSON.parse(init?.body as string) as { isRead: boolean };
        read.set(2, isRead);
        return { body: message({ id: 2, name: 'Bea', isRead }) };
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.audit, []);
    render(<MessagesTab />, queryClient);
    await screen.findByText('Alex Visitor');
    fireEvent.click(itemOf('Alex Visitor').getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, 'PUT', '/api/admin/messages/1/read')).toEqual({ isRead: true });
    expect(queryClient.getQueryState(adminKeys.audit)?.isInvalidated).toBe(true);

    fireEvent.click(itemOf('Bea').getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('Unread')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/admin/messages/2/read')).toEqual({ isRead: false });
  });

  it('says so when marking fails', async () => {
    stubAdminApi({
      'GET /api/admin/messages': { body: [message()], total: 1 },
      'PUT /api/admin/messages/1/read': {
        status: 404,
        body: { message: moderationMessages.messageNotFound },
      },
    });
    render(<MessagesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await toastWith('Failed to update message');
    await toastWith(moderationMessages.messageNotFound);
  });

  it('pages 20 at a time', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/admin/messages': (url) => ({
        body: [message({ name: `Writer ${url.searchParams.get('page')}` })],
        total: 25,
      }),
    });
    render(<MessagesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Writer 2')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/admin/messages?page=2&pageSize=20');
  });

  it('shows the empty state', async () => {
    stubAdminApi({ 'GET /api/admin/messages': { body: [], total: 0 } });
    render(<MessagesTab />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    stubAdminApi({ 'GET /api/admin/messages': { status: 500, body: {} } });
    render(<MessagesTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded.');
  });
});

/* Activity --------------------------------------------------------------------------------- */

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
    const fetchMock = stubAdminApi({
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
    expect(approved.getByText('5 May 2026, 15:05').closest('p')).toHaveTextContent(
      '5 May 2026, 15:05 · @pat',
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
    const fetchMock = stubAdminApi({
      'GET /api/admin/audit': (url) => ({
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
    stubAdminApi({ 'GET /api/admin/audit': { body: [], total: 0 } });
    render(<ActivityTab />);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    stubAdminApi({ 'GET /api/admin/audit': { status: 500, body: {} } });
    render(<ActivityTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The activity could not be loaded.');
  });
});
