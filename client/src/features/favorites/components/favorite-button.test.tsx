import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFavorite } from '@/testing/favorites';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { signedInAs, signedOut } from '@/testing/users';
import { FavoriteButton } from './favorite-button';

restoreAfterEach();

const favorite = makeFavorite();

const renderHearts = () =>
  renderRoutes(
    [
      {
        path: '/beaches',
        element: withToasts(
          <>
            <FavoriteButton beach={{ id: 3, name: 'Croyde Bay' }} />
            <FavoriteButton beach={{ id: 4, name: 'Saunton Sands' }} />
          </>,
        ),
      },
      { path: '/auth', element: <p>Sign in page</p> },
    ],
    '/beaches?sortBy=name',
  );

describe('FavoriteButton', () => {
  it('shows saved beaches as pressed from one favourites request', async () => {
    const fetchMock = stubApi({ ...signedInAs(), 'GET /api/my/favorites': { body: [favorite] } });
    renderHearts();
    const croyde = await screen.findByRole(
      'button',
      { name: 'Remove from My beaches: Croyde Bay' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(croyde).toBeEnabled());
    expect(croyde).toHaveAttribute('aria-pressed', 'true');
    const saunton = screen.getByRole('button', { name: 'Save to My beaches: Saunton Sands' });
    expect(saunton).toHaveAttribute('aria-pressed', 'false');
    const favoriteCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/my/favorites');
    expect(favoriteCalls).toHaveLength(1);
  });

  it('saves and removes with a PUT and a DELETE, and says so', async () => {
    const fetchMock = stubApi({
      ...signedInAs(),
      'GET /api/my/favorites': { body: [] },
      'PUT /api/beaches/4/favorite': {
        status: 201,
        body: {
          ...favorite,
          beachId: 4,
          beach: { ...favorite.beach, id: 4, name: 'Saunton Sands' },
        },
      },
      'DELETE /api/beaches/4/favorite': { body: { message: 'Removed from My beaches' } },
    });
    renderHearts();
    const saunton = await screen.findByRole('button', {
      name: 'Save to My beaches: Saunton Sands',
    });
    await waitFor(() => expect(saunton).toBeEnabled());
    fireEvent.click(saunton);
    await toastWith('Saunton Sands saved to My beaches');
    expect(
      await screen.findByRole('button', { name: 'Remove from My beaches: Saunton Sands' }),
    ).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Remove from My beaches: Saunton Sands' }));
    await toastWith('Saunton Sands removed from My beaches');
    expect(
      await screen.findByRole('button', { name: 'Save to My beaches: Saunton Sands' }),
    ).toHaveAttribute('aria-pressed', 'false');
    const methods = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(methods).toContain('PUT /api/beaches/4/favorite');
    expect(methods).toContain('DELETE /api/beaches/4/favorite');
  });

  it('keeps the heart as it was and shows the server message when saving fails', async () => {
    stubApi({
      ...signedInAs(),
      'GET /api/my/favorites': { body: [] },
      'PUT /api/beaches/4/favorite': {
        status: 409,
        body: { message: 'You can save at most 200 beaches' },
      },
    });
    renderHearts();
    const saunton = await screen.findByRole('button', {
      name: 'Save to My beaches: Saunton Sands',
    });
    await waitFor(() => expect(saunton).toBeEnabled());
    fireEvent.click(saunton);
    await toastWith('You can save at most 200 beaches');
    expect(
      screen.getByRole('button', { name: 'Save to My beaches: Saunton Sands' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the server’s words past the quota, and the heart stays as it was', async () => {
    const message =
      'Too many changes to My beaches in a short time. Please wait a minute and try again.';
    stubApi({
      ...signedInAs(),
      'GET /api/my/favorites': { body: [favorite] },
      'DELETE /api/beaches/3/favorite': { status: 429, body: { message } },
    });
    renderHearts();
    const croyde = await screen.findByRole('button', {
      name: 'Remove from My beaches: Croyde Bay',
    });
    await waitFor(() => expect(croyde).toBeEnabled());
    fireEvent.click(croyde);
    await toastWith(message);
    expect(
      screen.getByRole('button', { name: 'Remove from My beaches: Croyde Bay' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a signed-out visitor to sign in, with the way back', async () => {
    const fetchMock = stubApi(signedOut);
    const router = renderHearts();
    const heart = await screen.findByRole('button', { name: 'Save to My beaches: Croyde Bay' });
    await waitFor(() => expect(heart).toBeEnabled());
    fireEvent.click(heart);
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?returnTo=${encodeURIComponent('/beaches?sortBy=name')}`,
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/my/favorites');
  });
});
