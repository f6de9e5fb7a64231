import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@shared/beaches';
import { renderRoutes } from '@/testing/render-routes';
import { calls, stubApi } from '@/testing/stub-api';
import { signedInAs } from '@/testing/users';
import { BeachReviews } from '../index';

afterEach(() => vi.unstubAllGlobals());

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 1,
  beachId: 3,
  reviewerName: 'Piran O.',
  rating: 4,
  reviewText: 'Plenty of room at low tide.',
  visitDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const own = review({ id: 2, reviewerName: 'Tamsin T.', rating: 5, reviewText: 'Our favourite.' });

const show = () =>
  renderRoutes([{ path: '/', element: <BeachReviews beachId={3} beachName="Bantham" /> }], '/');

describe('a beach page’s reviews', () => {
  it('shows the user’s own review once, marked as theirs, above the others', async () => {
    stubApi({
      ...signedInAs(),
      'GET /api/beaches/3/reviews': { body: [own, review()] },
      'GET /api/my/reviews': { body: [{ ...own, beachName: 'Bantham', beachSlug: 'bantham' }] },
    });
    show();
    const mine = await screen.findByRole('region', { name: 'Your review' });
    expect(within(mine).getByText('Our favourite.')).toBeInTheDocument();
    expect(within(mine).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Your review (Tamsin T.)',
    );
    await waitFor(() => expect(screen.getAllByText('Our favourite.')).toHaveLength(1));
    const others = screen.getByRole('list', { name: 'Reviews by other dog owners' });
    expect(within(others).getAllByRole('listitem')).toHaveLength(1);
    expect(within(others).getByText('Piran O.')).toBeInTheDocument();
    // The count still includes the user's own.
    expect(screen.getByRole('heading', { name: 'Reviews (2)' })).toBeInTheDocument();
  });

  it('starts a new review with no stars, and asks for a rating before sending', async () => {
    const fetchMock = stubApi({
      ...signedInAs(),
      'GET /api/beaches/3/reviews': { body: [review()] },
      'GET /api/my/reviews': { body: [] },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const form = await screen.findByRole('form', { name: 'Write a review' });
    const stars = within(form).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    for (const star of stars) expect(star).not.toBeChecked();
    expect(within(form).getByText('No stars yet')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Your review'), {
      target: { value: 'Lovely.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish Review' }));
    expect(await within(form).findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/beaches/3/reviews');

    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(form).getByText('4 of 5')).toBeInTheDocument();
  });
});
