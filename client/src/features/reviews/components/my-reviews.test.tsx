import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyReview } from '@shared/reviews';
import { beachLinks, expectOwnListStates, renderOwnList } from '@/testing/own-list';
import { restoreAfterEach } from '@/testing/toasts';
import { MyReviews } from './my-reviews';

restoreAfterEach();

const review = (overrides: Partial<MyReview>): MyReview => ({
  id: 1,
  beachId: 3,
  beachName: 'Croyde Bay',
  beachSlug: 'croyde-bay',
  reviewerName: 'Tamsin T.',
  rating: 5,
  reviewText: 'Huge sands at low tide.',
  visitDate: null,
  createdAt: '2026-07-21T12:00:00.000Z',
  ...overrides,
});

describe('My reviews', () => {
  it('shows loading, empty and error states', async () => {
    await expectOwnListStates({
      element: <MyReviews />,
      path: '/api/my/reviews',
      title: 'My Reviews',
      empty: { text: 'You have not reviewed a beach yet.', link: 'Find a beach', to: '/beaches' },
      errorText: 'Your reviews could not be loaded.',
    });
  });

  it('lists each review, newest first, with its stars, linking to its beach', async () => {
    renderOwnList(<MyReviews />, '/api/my/reviews', {
      body: [
        review({
          id: 2,
          beachName: 'Bantham',
          beachSlug: 'bantham',
          rating: 3,
          reviewText: 'Busy in August.',
          visitDate: '2026-08-14',
        }),
        review({ id: 1 }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'My Reviews (2)' })).toBeInTheDocument();
    expect(beachLinks()).toEqual([
      ['Bantham', '/beach/bantham'],
      ['Croyde Bay', '/beach/croyde-bay'],
    ]);
    const [newer, older] = screen.getAllByRole('listitem');
    expect(within(newer!).getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeInTheDocument();
    expect(within(newer!).getByText('Busy in August.')).toBeInTheDocument();
    expect(within(newer!).getByText('Visited 14 Aug 2026')).toBeInTheDocument();
    expect(within(older!).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
  });
});
