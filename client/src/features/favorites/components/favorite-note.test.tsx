import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFavorite } from '@/testing/favorites';
import { renderRoutes } from '@/testing/render-routes';
import { bodyOf, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { signedInAs, signedOut } from '@/testing/users';
import { FavoriteButton } from './favorite-button';
import { BeachFavoriteNote } from './favorite-note';

restoreAfterEach();

const croyde = { id: 3, name: 'Croyde Bay' };

/** The beach page's heart and note, as the page mounts them. */
const renderBeach = () =>
  renderRoutes(
    [
      {
        path: '/beach/croyde-bay',
        element: withToasts(
          <>
            <FavoriteButton beach={croyde} variant="inline" />
            <BeachFavoriteNote beach={croyde} />
          </>,
        ),
      },
    ],
    '/beach/croyde-bay',
  );

describe('BeachFavoriteNote', () => {
  it('shows the note of a saved beach and saves an edit with the favourite-note PATCH', async () => {
    const fetchMock = stubApi({
      ...signedInAs(),
      'GET /api/my/favorites': { body: [makeFavorite({ notes: 'Park by the church' })] },
      'PATCH /api/beaches/3/favorite': (init) => ({
        body: makeFavorite({
          notes: (JSON.parse(init?.body as string) as { notes: string }).notes.trim(),
        }),
      }),
    });
    renderBeach();
    const note = await screen.findByLabelText('Your note', {}, { timeout: 5000 });
    expect(note).toHaveValue('Park by the church');
    expect(screen.getByText(/Only you can see it/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save note' });
    expect(save).toBeDisabled();

    fireEvent.change(note, { target: { value: 'Ball by the dunes ' } });
    fireEvent.click(save);
    await toastWith('Note saved');
    expect(note).toHaveValue('Ball by the dunes');
    expect(bodyOf(fetchMock, 'PATCH', '/api/beaches/3/favorite')).toEqual({
      notes: 'Ball by the dunes ',
    });
  });

  it('appears once the beach is saved, and goes when it is removed', async () => {
    stubApi({
      ...signedInAs(),
      'GET /api/my/favorites': { body: [] },
      'PUT /api/beaches/3/favorite': { status: 201, body: makeFavorite() },
      'DELETE /api/beaches/3/favorite': { body: { message: 'Removed from My beaches' } },
    });
    renderBeach();
    const heart = await screen.findByRole('button', { name: 'Save to My beaches' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(screen.queryByLabelText('Your note')).not.toBeInTheDocument();

    fireEvent.click(heart);
    expect(await screen.findByLabelText('Your note')).toHaveValue('');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from My beaches' }));
    await waitFor(() => expect(screen.queryByLabelText('Your note')).not.toBeInTheDocument());
  });

  it('shows nothing to a visitor who is signed out', async () => {
    const fetchMock = stubApi(signedOut);
    renderBeach();
    const heart = await screen.findByRole('button', { name: 'Save to My beaches' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(screen.queryByLabelText('Your note')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/my/favorites')).toBe(false);
  });
});
