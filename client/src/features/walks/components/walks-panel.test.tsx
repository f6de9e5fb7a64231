import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { WalkingRoute } from '@shared/walks';
import { Toaster } from '@/components/ui/toaster';
import { renderRoutes } from '@/testing/render-routes';
import { sentBody, stubApi } from '@/testing/stub-api';
import { signedInAs, signedOut, testUser } from '@/testing/users';
import { WalksPanel } from './walks-panel';
import { restoreAfterEach } from '@/testing/toasts';

restoreAfterEach();

const route: WalkingRoute = {
  id: 7,
  beachId: 3,
  routeName: 'Baggy Point loop',
  description: 'Up the headland and back.',
  difficulty: 'moderate',
  estimatedDuration: 90,
  distanceKm: 5.5,
  startingPoint: 'Croyde car park',
  highlights: 'Seals',
  routeNotes: 'Sheep in the top field',
  submittedBy: 'Kerensa',
  averageRating: 4.5,
  totalRatings: 2,
  isApproved: true,
  createdAt: '2026-10-01T10:00:00.000Z',
};

const withToasts = (element: ReactNode) => (
  <>
    {element}
    <Toaster />
  </>
);
const renderPanel = () =>
  renderRoutes(
    [
      {
        path: '/beach/:id',
        element: withToasts(<WalksPanel beachId={3} beachName="Croyde" />),
      },
    ],
    '/beach/croyde',
  );

describe('WalksPanel', () => {
  it('shows the empty text, and Login to Submit Route to a visitor', async () => {
    stubApi({ ...signedOut, 'GET /api/beaches/3/routes': { body: [] } });
    renderPanel();
    expect(
      await screen.findByText('No walking routes submitted yet for this beach.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login to Submit Route' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fbeach%2Fcroyde',
    );
  });

  it('lists a route with its facts and rating', async () => {
    stubApi({ ...signedOut, 'GET /api/beaches/3/routes': { body: [route] } });
    renderPanel();
    const card = (await screen.findByRole('heading', { name: 'Baggy Point loop' })).closest(
      'article',
    )!;
    for (const text of [
      'moderate',
      '1 h 30 min',
      '5.5 km',
      'Start: Croyde car park',
      'Seals',
      'Sheep in the top field',
      '4.5 (2 ratings)',
      'Shared by Kerensa',
    ]) {
      expect(card).toHaveTextContent(text);
    }
  });

  it('submits a route with the form prefilled, and says it goes for review', async () => {
    const fetchMock = stubApi({
      ...signedInAs(),
      'GET /api/beaches/3/routes': { body: [] },
      'POST /api/routes': {
        status: 201,
        body: { ...route, isApproved: false, averageRating: 0, totalRatings: 0 },
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a Walking Route' });
    expect(within(dialog).getByLabelText('Your Name')).toHaveValue('Tamsin Trelawney');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue(testUser.email);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Route' }));
    expect(await within(dialog).findByText('Route Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Starting Point is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Route Description is required')).toBeInTheDocument();

    const fill = (label: string | RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Route Name', 'Baggy Point loop');
    fill('Starting Point', 'Croyde car park');
    fill('Duration (minutes)', '90');
    fill('Distance (km)', '5.5');
    fill('Route Description', 'Up the headland and back.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Route' }));
    expect(
      (await screen.findAllByText('Your walking route has been submitted for review. Thank you!'))
        .length,
    ).toBeGreaterThan(0);
    // The route waits for approval: the panel says so instead of "no routes yet".
    expect(
      screen.getByText('Thanks: your route will show here once it is approved.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('No walking routes submitted yet for this beach.'),
    ).not.toBeInTheDocument();
    const postCall = fetchMock.mock.calls.findIndex(([url]) => url === '/api/routes');
    expect(sentBody(fetchMock, postCall)).toMatchObject({
      beachId: 3,
      routeName: 'Baggy Point loop',
      difficulty: 'easy',
      estimatedDuration: 90,
      distanceKm: 5.5,
      submittedBy: 'Tamsin Trelawney',
      submitterEmail: testUser.email,
      highlights: null,
    });
  });

  it('rates a route with 5 stars by default', async () => {
    const fetchMock = stubApi({
      ...signedOut,
      'GET /api/beaches/3/routes': { body: [route] },
      'POST /api/routes/7/rate': {
        status: 201,
        body: { routeId: 7, averageRating: 4.67, totalRatings: 3 },
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Rate Route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Route' });
    expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await within(dialog).findByText('Your Name is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Your Name'), { target: { value: 'Jo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(
      (await screen.findAllByText('Thank you for rating this walking route!')).length,
    ).toBeGreaterThan(0);
    const rateCall = fetchMock.mock.calls.findIndex(([url]) => url === '/api/routes/7/rate');
    expect(sentBody(fetchMock, rateCall)).toMatchObject({ routeId: 7, rating: 5, raterName: 'Jo' });
  });
});
