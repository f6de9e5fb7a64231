import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyWalkingRoute } from '@shared/walks';
import { beachLinks, expectOwnListStates, renderOwnList } from '@/testing/own-list';
import { restoreAfterEach } from '@/testing/toasts';
import { MyWalks } from './my-walks';

restoreAfterEach();

const route = (overrides: Partial<MyWalkingRoute>): MyWalkingRoute => ({
  id: 1,
  beachId: 3,
  beachName: 'Croyde Bay',
  beachSlug: 'croyde-bay',
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
  createdAt: '2026-07-21T12:00:00.000Z',
  ...overrides,
});

describe('My walking routes', () => {
  it('shows loading, empty and error states', async () => {
    await expectOwnListStates({
      element: <MyWalks />,
      path: '/api/my/walks',
      title: 'My Walking Routes',
      empty: {
        text: 'You have not submitted a walking route yet.',
        link: 'Find a beach',
        to: '/beaches',
      },
      errorText: 'Your walking routes could not be loaded.',
    });
  });

  it('lists each route, newest first, pending approval or live', async () => {
    renderOwnList(<MyWalks />, '/api/my/walks', {
      body: [
        route({
          id: 2,
          beachName: 'Bantham',
          beachSlug: 'bantham',
          routeName: 'Avon estuary',
          isApproved: false,
        }),
        route({ id: 1 }),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'My Walking Routes (2)' }),
    ).toBeInTheDocument();
    expect(beachLinks()).toEqual([
      ['Bantham', '/beach/bantham'],
      ['Croyde Bay', '/beach/croyde-bay'],
    ]);
    const [pending, live] = screen.getAllByRole('listitem');
    expect(within(pending!).getByText('Avon estuary')).toBeInTheDocument();
    expect(within(pending!).getByText('Pending approval')).toBeInTheDocument();
    expect(
      within(pending!).getByText(
        'It will show on the beach page once an administrator approves it.',
      ),
    ).toBeInTheDocument();
    expect(within(live!).getByText('Live')).toBeInTheDocument();
    expect(within(live!).getByText(/4\.5 km · 1 h 15 min/)).toBeInTheDocument();
    expect(within(live!).queryByText(/administrator approves/)).not.toBeInTheDocument();
  });
});
