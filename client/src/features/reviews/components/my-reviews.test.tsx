import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { MyReview } from '@shared/reviews';
import { describeMyList } from '@/testing/own-list';
import { restoreAfterEach } from '@/testing/toasts';
import { MyReviews } from './my-reviews';

restoreAfterEach();

describeMyList<MyReview>('My reviews', {
  element: <MyReviews />,
  path: '/api/my/reviews',
  title: 'My Reviews',
  none: 'You have not reviewed a beach yet.',
  errorText: 'Your reviews could not be loaded.',
  kind: 'review with its stars',
  row: {
    reviewerName: 'Tamsin T.',
    rating: 5,
    reviewText: 'Huge sands at low tide.',
    visitDate: null,
  },
  rows: [{ rating: 3, reviewText: 'Busy in August.', visitDate: '2026-08-14' }, {}],
  expectRows: (newer, older) => {
    expect(within(newer).getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeInTheDocument();
    expect(within(newer).getByText('Busy in August.')).toBeInTheDocument();
    expect(within(newer).getByText('Visited 14 Aug 2026')).toBeInTheDocument();
    expect(within(older).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
  },
});
