import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moderationMessages } from '@shared/admin';
import { createQueryClient } from '@/app/provider';
import { itemOf, renderAdminList as render } from '@/testing/admin-api';
import { bodyOf, calls, stubApi } from '@/testing/stub-api';
import { message } from '@/testing/admin-fixtures';
import { restoreAfterEach, toastWith } from '@/testing/toasts';
import { expectNoSeriousAxeIssues } from '@/testing/axe';
import { adminKeys } from '../api/keys';
import { MessagesTab } from './messages-tab';

restoreAfterEach();

describe('Messages', () => {
  it('shows the messages in the server order with Unread badges and mailto links', async () => {
    stubApi({
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
    expect(alex.getByText('4 May 2026, 1pm')).toBeInTheDocument();
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
    const fetchMock = stubApi({
      'GET /api/admin/messages': () => ({
        body: [
          message({ isRead: read.get(1)! }),
          message({ id: 2, name: 'Bea', isRead: read.get(2)! }),
        ],
        total: 2,
      }),
      'PUT /api/admin/messages/1/read': (init) => {
        const { isRead } = JSON.parse(init?.body as string) as { isRead: boolean };
        read.set(1, isRead);
        return { body: message({ isRead }) };
      },
      'PUT /api/admin/messages/2/read': (init) => {
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
    stubApi({
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
    const fetchMock = stubApi({
      'GET /api/admin/messages': (_init, url) => ({
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
    stubApi({ 'GET /api/admin/messages': { body: [], total: 0 } });
    render(<MessagesTab />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    stubApi({ 'GET /api/admin/messages': { status: 500, body: {} } });
    render(<MessagesTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded.');
  });
});
