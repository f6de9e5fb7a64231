import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminCommunityPhoto,
  AdminFeedback,
  AdminReview,
  AuditEntry,
  ContactMessage,
} from '@shared/admin';
import { auditActions, moderationMessages } from '@shared/admin';
import type { AdminWalkingRoute } from '@shared/walks';
import { createQueryClient } from '@/app/provider';
import { resetToasts } from '@/lib/toast';
import { renderRoutes } from '@/testing/render-routes';
import { toastWith, withToasts } from '@/testing/toasts';
import { adminKeys } from '../api/keys';
import { ActivityTab, auditSentence } from './activity-tab';
import { CommunityTab } from './community-tab';
import { MessagesTab } from './messages-tab';
import { ReviewModerationTab } from './review-moderation-tab';
import { WalkingRoutesTab } from './walking-routes-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

/* A fetch stand-in that, unlike stubApi, can send the X-Total-Count of a paged list. -------- */

interface Reply {
  status?: number;
  body?: unknown;
  /** The list's full length, sent as X-Total-Count. */
  total?: number;
}
type Handler = Reply | ((url: URL, init: RequestInit | undefined) => Reply);

function stubAdminApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const reply = typeof handler === 'function' ? handler(url, init) : handler;
    if (!reply) return new Response('{"message":"Not found"}', { status: 404 });
    const headers = new Headers();
    if (reply.total !== undefined) headers.set('X-Total-Count', String(reply.total));
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type FetchMock = ReturnType<typeof stubAdminApi>;

/** Every call as "METHOD /path?query". */
const calls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

const bodyOf = (fetchMock: FetchMock, method: string, path: string): unknown => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => url === path && (init?.method ?? 'GET') === method,
  );
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : null;
};

function render(element: ReactNode, queryClient = createQueryClient()) {
  renderRoutes(
    [
      { path: '/', element: withToasts(element) },
      { path: '/beach/:id', element: <p>Beach page</p> },
    ],
    '/',
    queryClient,
  );
  return queryClient;
}

const confirmIn = async (dialogName: string, button: string) => {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
};

const itemOf = (text: string) => {
  const item = screen.getByText(text).closest('li');
  if (!item) throw new Error(`No list item holds "${text}"`);
  return within(item);
};

async function expectNoSeriousAxeIssues(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);
}

/* Fixtures --------------------------------------------------------------------------------- */

const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 7,
  beachId: 3,
  beachName: 'Bantham Beach',
  beachSlug: 'bantham-beach',
  reviewerName: 'Sam Walker',
  rating: 4,
  reviewText: 'Lovely sand, dogs welcome all year.',
  visitDate: '2026-03-14',
  createdAt: '2026-03-15T10:00:00.000Z',
  ...overrides,
});

const route = (overrides: Partial<AdminWalkingRoute> = {}): AdminWalkingRoute => ({
  id: 1,
  beachId: 3,
  beachName: 'Bantham Beach',
  routeName: 'Avon estuary loop',
  description: 'Along the estuary and back over the dunes.',
  difficulty: 'moderate',
  estimatedDuration: 90,
  distanceKm: 3.5,
  startingPoint: 'Bantham car park',
  highlights: null,
  routeNotes: null,
  submittedBy: 'Jo Ramble',
  submitterEmail: 'jo@example.com',
  averageRating: 0,
  totalRatings: 0,
  isApproved: false,
  createdAt: '2026-04-01T09:00:00.000Z',
  ...overrides,
});

const member = { id: 'u1', firstName: 'Bryony', lastName: 'Penrose', email: 'b@example.com' };

const photo = (overrides: Partial<AdminCommunityPhoto> = {}): AdminCommunityPhoto => ({
  id: 11,
  beachId: 3,
  beachName: 'Bantham Beach',
  photoUrl: '/uploads/community/bantham.jpg',
  caption: 'Sunset with Rolo',
  createdAt: '2026-05-02T18:00:00.000Z',
  user: member,
  ...overrides,
});

const feedback = (overrides: Partial<AdminFeedback> = {}): AdminFeedback => ({
  id: 5,
  feedbackType: 'negative',
  content: 'Broken gate by the steps',
  isPublic: true,
  beachId: 3,
  beachName: 'Bantham Beach',
  createdAt: '2026-05-03T08:00:00.000Z',
  user: member,
  ...overrides,
});

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 1,
  name: 'Alex Visitor',
  email: 'alex@example.com',
  subject: 'Parking at Croyde',
  message: 'Is the car park open in winter?',
  isRead: false,
  createdAt: '2026-05-04T12:00:00.000Z',
  ...overrides,
});

const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  action: 'route.approve',
  entityType: 'route',
  entityId: '1',
  summary: 'Avon estuary loop',
  before: { isApproved: false },
  after: { isApproved: true },
  createdAt: '2026-05-05T14:05:00.000Z',
  admin: { id: 1, username: 'pat', name: 'Pat Admin' },
  ...overrides,
});

/* Review Moderation ------------------------------------------------------------------------ */

describe('Review Moderation', () => {
  it('lists the reviews with their stars, visit date, text and beach', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/admin/reviews': {
        body: [review(), review({ id: 8, reviewerName: 'Ann', rating: 5, visitDate: null })],
        total: 2,
      },
    });
    render(<ReviewModerationTab />);
    expect(await screen.findByText('Sam Walker')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['GET /api/admin/reviews?page=1&pageSize=20']);
    const sam = itemOf('Sam Walker');
    expect(sam.getByText('4 out of 5')).toBeInTheDocument();
    expect(sam.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(sam.getByText('Visited 14 Mar 2026')).toBeInTheDocument();
    expect(sam.getByText('Lovely sand, dogs welcome all year.')).toBeInTheDocument();
    expect(sam.getByRole('link', { name: 'Bantham Beach' })).toHaveAttribute('href', '/beach/3');
    expect(itemOf('Ann').getByText('5 out of 5')).toBeInTheDocument();
    expect(itemOf('Ann').queryByText(/^Visited/)).not.toBeInTheDocument();
    expect(screen.getByText('2 reviews, newest first')).toBeInTheDocument();
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Reviews pages' })).not.toBeInTheDocument();
    await expectNoSeriousAxeIssues(document.body);
  });

  it('shows skeletons while loading, then the empty state', async () => {
    stubAdminApi({ 'GET /api/admin/reviews': { body: [], total: 0 } });
    render(<ReviewModerationTab />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
    expect(screen.getAllByTestId('review-skeleton')).toHaveLength(3);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows an error with Retry, which loads them', async () => {
    let fail = true;
    stubAdminApi({
      'GET /api/admin/reviews': () =>
        fail ? { status: 500, body: { message: 'Boom' } } : { body: [review()], total: 1 },
    });
    render(<ReviewModerationTab />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reviews could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sam Walker')).toBeInTheDocument();
  });

  it('pages with Previous and Next, 20 at a time', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/admin/reviews': (url) => {
        const page = Number(url.searchParams.get('page'));
        return {
          body: [review({ id: page, reviewerName: `Reviewer on page ${page}` })],
          total: 45,
        };
      },
    });
    render(<ReviewModerationTab />);
    expect(await screen.findByText('Reviewer on page 1')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Reviews pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Reviewer on page 2')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/admin/reviews?page=2&pageSize=20');
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Reviewer on page 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Reviewer on page 2')).toBeInTheDocument();
  });

  it('deletes a review after confirming, refreshing the lists and ratings that show it', async () => {
    let rows = [review(), review({ id: 8, reviewerName: 'Ann' })];
    const fetchMock = stubAdminApi({
      'GET /api/admin/reviews': () => ({ body: rows, total: rows.length }),
      'DELETE /api/admin/reviews/7': () => {
        rows = rows.filter((row) => row.id !== 7);
        return { body: { message: moderationMessages.reviewDeleted } };
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['reviews', 3], []);
    queryClient.setQueryData(['beaches'], []);
    queryClient.setQueryData(['stats'], {});
    queryClient.setQueryData(adminKeys.audit, []);
    render(<ReviewModerationTab />, queryClient);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Delete' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Review' });
    expect(dialog).toHaveTextContent('The review by Sam Walker of Bantham Beach');
    // Nothing is sent before the confirmation.
    expect(calls(fetchMock).some((call) => call.startsWith('DELETE'))).toBe(false);
    await confirmIn('Delete Review', 'Delete');
    await toastWith(moderationMessages.reviewDeleted);
    expect(calls(fetchMock)).toContain('DELETE /api/admin/reviews/7');
    await waitFor(() => expect(screen.queryByText('Sam Walker')).not.toBeInTheDocument());
    expect(screen.getByText('Ann')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const key of [['reviews', 3], ['beaches'], ['stats'], adminKeys.audit]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });

  it('says so when a delete fails, with the server message', async () => {
    stubAdminApi({
      'GET /api/admin/reviews': { body: [review()], total: 1 },
      'DELETE /api/admin/reviews/7': {
        status: 404,
        body: { message: moderationMessages.reviewNotFound },
      },
    });
    render(<ReviewModerationTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await confirmIn('Delete Review', 'Delete');
    await toastWith(moderationMessages.reviewDeleteFailed);
    await toastWith(moderationMessages.reviewNotFound);
    expect(screen.getByText('Sam Walker')).toBeInTheDocument();
  });

  it('steps back a page when the last review of the last page goes', async () => {
    let total = 21;
    stubAdminApi({
      'GET /api/admin/reviews': (url) =>
        url.searchParams.get('page') === '2'
          ? { body: total > 20 ? [review({ reviewerName: 'Last one' })] : [], total }
          : { body: [review({ id: 1, reviewerName: 'First page' })], total },
      'DELETE /api/admin/reviews/7': () => {
        total = 20;
        return { body: { message: moderationMessages.reviewDeleted } };
      },
    });
    render(<ReviewModerationTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Last one')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await confirmIn('Delete Review', 'Delete');
    expect(await screen.findByText('First page')).toBeInTheDocument();
    expect(screen.queryByText('Last one')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Reviews pages' })).not.toBeInTheDocument();
  });
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

/* Community -------------------------------------------------------------------------------- */

describe('Community', () => {
  it('lists photos and all feedback, with a Private badge on private feedback', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/admin/community-photos': {
        body: [
          photo(),
          photo({ id: 12, caption: null, user: { ...member, firstName: null, lastName: null } }),
        ],
        total: 2,
      },
      'GET /api/admin/feedback': {
        body: [
          feedback(),
          feedback({
            id: 6,
            feedbackType: 'suggestion',
            content: 'More bins please',
            isPublic: false,
            beachId: null,
            beachName: null,
          }),
        ],
        total: 2,
      },
    });
    render(<CommunityTab />);
    expect(await screen.findByAltText('Sunset with Rolo')).toHaveAttribute(
      'src',
      '/uploads/community/bantham.jpg',
    );
    expect(screen.getByAltText('Photo of Bantham Beach')).toBeInTheDocument();
    const sunset = itemOf('Sunset with Rolo');
    expect(sunset.getByText('By Bryony Penrose, 2 May 2026')).toBeInTheDocument();
    expect(sunset.getByRole('link', { name: 'Bantham Beach' })).toHaveAttribute('href', '/beach/3');
    expect(screen.getByText('By b@example.com, 2 May 2026')).toBeInTheDocument();

    expect(await screen.findByText('Broken gate by the steps')).toBeInTheDocument();
    const publicOne = itemOf('Broken gate by the steps');
    expect(publicOne.getByText('Issue or Concern')).toBeInTheDocument();
    expect(publicOne.queryByText('Private')).not.toBeInTheDocument();
    const privateOne = itemOf('More bins please');
    expect(privateOne.getByText('Private')).toBeInTheDocument();
    expect(privateOne.getByText('Suggestion')).toBeInTheDocument();
    expect(privateOne.getByText('General feedback')).toBeInTheDocument();
    expect(privateOne.getByText('By Bryony Penrose')).toBeInTheDocument();
    expect(privateOne.getByText('3 May 2026')).toBeInTheDocument();
    // Asked side by side, each once (in whichever order the fetches start).
    expect(calls(fetchMock).sort()).toEqual([
      'GET /api/admin/community-photos?page=1&pageSize=20',
      'GET /api/admin/feedback?page=1&pageSize=20',
      'GET /api/admin/rule-reports',
    ]);
    await expectNoSeriousAxeIssues(document.body);
  });

  it('removes a photo after confirming', async () => {
    let rows = [photo()];
    const fetchMock = stubAdminApi({
      'GET /api/admin/community-photos': () => ({ body: rows, total: rows.length }),
      'GET /api/admin/feedback': { body: [], total: 0 },
      'DELETE /api/admin/community-photos/11': () => {
        rows = [];
        return { body: { message: moderationMessages.photoDeleted } };
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['photos', 3], []);
    render(<CommunityTab />, queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await confirmIn('Remove Photo', 'Remove');
    await toastWith(moderationMessages.photoDeleted);
    expect(calls(fetchMock)).toContain('DELETE /api/admin/community-photos/11');
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(queryClient.getQueryState(['photos', 3])?.isInvalidated).toBe(true);
  });

  it('removes feedback after confirming, and says so when it fails', async () => {
    let fail = true;
    const fetchMock = stubAdminApi({
      'GET /api/admin/community-photos': { body: [], total: 0 },
      'GET /api/admin/feedback': { body: [feedback()], total: 1 },
      'DELETE /api/admin/feedback/5': () =>
        fail
          ? { status: 500, body: {} }
          : { body: { message: moderationMessages.feedbackDeleted } },
    });
    render(<CommunityTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Remove Feedback' })).toHaveTextContent(
      'This issue or concern feedback by Bryony Penrose will be removed.',
    );
    await confirmIn('Remove Feedback', 'Remove');
    await toastWith(moderationMessages.feedbackDeleteFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await confirmIn('Remove Feedback', 'Remove');
    await toastWith(moderationMessages.feedbackDeleted);
    expect(calls(fetchMock)).toContain('DELETE /api/admin/feedback/5');
  });

  it('shows both empty states', async () => {
    stubAdminApi({
      'GET /api/admin/community-photos': { body: [], total: 0 },
      'GET /api/admin/feedback': { body: [], total: 0 },
    });
    render(<CommunityTab />);
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument();
  });

  it('pages the feedback on its own', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/admin/community-photos': { body: [photo()], total: 1 },
      'GET /api/admin/feedback': (url) => ({
        body: [feedback({ content: `Feedback on page ${url.searchParams.get('page')}` })],
        total: 30,
      }),
    });
    render(<CommunityTab />);
    const pager = await screen.findByRole('navigation', { name: 'Feedback pages' });
    expect(screen.queryByRole('navigation', { name: 'Photos pages' })).not.toBeInTheDocument();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Feedback on page 2')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/admin/feedback?page=2&pageSize=20');
    expect(within(pager).getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows an error with Retry for each list', async () => {
    stubAdminApi({
      'GET /api/admin/rule-reports': { status: 500, body: {} },
      'GET /api/admin/community-photos': { status: 500, body: {} },
      'GET /api/admin/feedback': { status: 500, body: {} },
    });
    render(<CommunityTab />);
    expect(await screen.findByText('The rule reports could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The photos could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The feedback could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(3);
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
