import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moderationMessages } from '@shared/admin';
import { createQueryClient } from '@/app/provider';
import { adminKeys } from '@/features/admin';
import { confirmIn, itemOf, renderAdminList } from '@/testing/admin-api';
import { calls, stubApi } from '@/testing/stub-api';
import { review } from '@/testing/admin-fixtures';
import { restoreAfterEach, toastWith } from '@/testing/toasts';
import { expectNoSeriousAxeIssues } from '@/testing/axe';
import { ReviewModerationTab } from './review-moderation-tab';

restoreAfterEach();

describe('Review Moderation', () => {
  it('lists the reviews with their stars, visit date, text and beach', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/reviews': {
        body: [review(), review({ id: 8, reviewerName: 'Ann', rating: 5, visitDate: null })],
        total: 2,
      },
    });
    renderAdminList(<ReviewModerationTab />);
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
    stubApi({ 'GET /api/admin/reviews': { body: [], total: 0 } });
    renderAdminList(<ReviewModerationTab />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
    expect(screen.getAllByTestId('review-skeleton')).toHaveLength(3);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows an error with Retry, which loads them', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/reviews': () =>
        fail ? { status: 500, body: { message: 'Boom' } } : { body: [review()], total: 1 },
    });
    renderAdminList(<ReviewModerationTab />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reviews could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sam Walker')).toBeInTheDocument();
  });

  it('pages with Previous and Next, 20 at a time', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/reviews': (_init, url) => {
        const page = Number(url.searchParams.get('page'));
        return {
          body: [review({ id: page, reviewerName: `Reviewer on page ${page}` })],
          total: 45,
        };
      },
    });
    renderAdminList(<ReviewModerationTab />);
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
    const fetchMock = stubApi({
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
    renderAdminList(<ReviewModerationTab />, queryClient);
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
    stubApi({
      'GET /api/admin/reviews': { body: [review()], total: 1 },
      'DELETE /api/admin/reviews/7': {
        status: 404,
        body: { message: moderationMessages.reviewNotFound },
      },
    });
    renderAdminList(<ReviewModerationTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await confirmIn('Delete Review', 'Delete');
    await toastWith(moderationMessages.reviewDeleteFailed);
    await toastWith(moderationMessages.reviewNotFound);
    expect(screen.getByText('Sam Walker')).toBeInTheDocument();
  });

  it('steps back a page when the last review of the last page goes', async () => {
    let total = 21;
    stubApi({
      'GET /api/admin/reviews': (_init, url) =>
        url.searchParams.get('page') === '2'
          ? { body: total > 20 ? [review({ reviewerName: 'Last one' })] : [], total }
          : { body: [review({ id: 1, reviewerName: 'First page' })], total },
      'DELETE /api/admin/reviews/7': () => {
        total = 20;
        return { body: { message: moderationMessages.reviewDeleted } };
      },
    });
    renderAdminList(<ReviewModerationTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Last one')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await confirmIn('Delete Review', 'Delete');
    expect(await screen.findByText('First page')).toBeInTheDocument();
    expect(screen.queryByText('Last one')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Reviews pages' })).not.toBeInTheDocument();
  });
});
