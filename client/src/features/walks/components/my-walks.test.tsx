import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { MyWalkingRoute } from '@shared/walks';
import { describeMyList } from '@/testing/own-list';
import { restoreAfterEach } from '@/testing/toasts';
import { MyWalks } from './my-walks';

restoreAfterEach();

describeMyList<MyWalkingRoute>('My walking routes', {
  element: <MyWalks />,
  path: '/api/my/walks',
  title: 'My Walking Routes',
  none: 'You have not submitted a walking route yet.',
  errorText: 'Your walking routes could not be loaded.',
  kind: 'route, pending approval or live',
  row: {
    routeName: 'Baggy Point loop',
    description: 'Out along the headland.',
    difficulty: 'moderate',
    estimatedDuration: 75,
    distanceKm: 4.5,
    startingPoint: 'The car park',
    highlights: null,
    routeNotes: null,
    submittedBy: 'Tamsin T.',
    averageRating: 0,
    totalRatings: 0,
    isApproved: true,
  },
  rows: [{ routeName: 'Avon estuary', isApproved: false }, {}],
  expectRows: (pending, live) => {
    expect(within(pending).getByText('Avon estuary')).toBeInTheDocument();
    expect(within(pending).getByText('Pending approval')).toBeInTheDocument();
    expect(
      within(pending).getByText(
        'It will show on the beach page once an administrator approves it.',
      ),
    ).toBeInTheDocument();
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).getByText(/4\.5 km · 1 h 15 min/)).toBeInTheDocument();
    expect(within(live).queryByText(/administrator approves/)).not.toBeInTheDocument();
  },
});
