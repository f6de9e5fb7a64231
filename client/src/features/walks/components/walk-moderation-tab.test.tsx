import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moderationMessages } from '@shared/admin';
import { createQueryClient } from '@/app/provider';
import { confirmIn, renderAdminList } from '@/testing/admin-api';
import { calls, stubApi } from '@/testing/stub-api';
import { walk } from '@/testing/admin-fixtures';
import { restoreAfterEach, toastWith } from '@/testing/toasts';
import { expectNoSeriousAxeIssues } from '@/testing/axe';
import { expectLinkTo } from '@/testing/links';
import { WalkModerationTab } from './walk-moderation-tab';

restoreAfterEach();

describe('Walking Routes', () => {
  it('lists the routes awaiting approval first, with their facts and badges', async () => {
    stubApi({
      'GET /api/admin/routes': {
        body: [
          walk({ id: 2, routeName: 'Cliff path', isApproved: true, submitterEmail: null }),
          walk(),
        ],
      },
    });
    renderAdminList(<WalkModerationTab />);
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
    expectLinkTo('jo@example.com', 'mailto:jo@example.com', waiting);
    expectLinkTo('Bantham Beach', '/beach/3', waiting);
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
    const fetchMock = stubApi({
      'GET /api/admin/routes': () => ({ body: [walk({ isApproved: approved })] }),
      'PUT /api/admin/routes/1/approve': () => {
        approved = true;
        const { submitterEmail: _email, beachName: _beach, ...publicRoute } = walk();
        return { body: { ...publicRoute, isApproved: true } };
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['walks', 3], []);
    renderAdminList(<WalkModerationTab />, queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await toastWith(moderationMessages.routeApproved);
    expect(calls(fetchMock)).toContain('PUT /api/admin/routes/1/approve');
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(queryClient.getQueryState(['walks', 3])?.isInvalidated).toBe(true);
  });

  it('says so when approving fails', async () => {
    stubApi({
      'GET /api/admin/routes': { body: [walk()] },
      'PUT /api/admin/routes/1/approve': { status: 500, body: { message: 'Boom' } },
    });
    renderAdminList(<WalkModerationTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await toastWith(moderationMessages.routeApproveFailed);
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
  });

  it('deletes a route after confirming, and says so when it fails', async () => {
    let fail = true;
    const fetchMock = stubApi({
      'GET /api/admin/routes': { body: [walk()] },
      'DELETE /api/admin/routes/1': () =>
        fail ? { status: 500, body: {} } : { body: { message: moderationMessages.routeDeleted } },
    });
    renderAdminList(<WalkModerationTab />);
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
    const fetchMock = stubApi({ 'GET /api/admin/routes': { body: [walk()] } });
    renderAdminList(<WalkModerationTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await confirmIn('Delete Walking Route', 'Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock)).toEqual(['GET /api/admin/routes']);
  });

  it('shows the empty state', async () => {
    stubApi({ 'GET /api/admin/routes': { body: [] } });
    renderAdminList(<WalkModerationTab />);
    expect(await screen.findByText('No walking routes yet')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    stubApi({ 'GET /api/admin/routes': { status: 500, body: {} } });
    renderAdminList(<WalkModerationTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The walking routes could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
