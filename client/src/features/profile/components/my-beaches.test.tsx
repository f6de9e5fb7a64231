import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFavorite } from '@/testing/favorites';
import { renderRoutes } from '@/testing/render-routes';
import { sentBody, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { MyBeaches, nextLowTideText } from './my-beaches';

restoreAfterEach();

const favorite = makeFavorite({
  notes: 'Park by the church',
  dogStatus: {
    state: 'banned',
    headline: 'Dogs banned',
    today: 'Dogs banned 10am-6pm until 30 Sep',
  },
  // 14:32 UTC is 15:32 in London in July.
  nextLowTide: { time: '2026-07-21T14:32:00.000Z', type: 'low', height: 0.84 },
});

const render = () =>
  renderRoutes([{ path: '/profile', element: withToasts(<MyBeaches />) }], '/profile');

describe('My beaches', () => {
  it('lists each beach with its dog status, next low tide (London time) and note', async () => {
    stubApi({ 'GET /api/my/favorites': { body: [favorite] } });
    render();
    const item = within(await screen.findByTestId('my-beach'));
    expect(item.getByRole('link', { name: 'Croyde Bay' })).toHaveAttribute(
      'href',
      '/beach/croyde-bay',
    );
    expect(item.getByText('Dogs banned 10am-6pm until 30 Sep')).toBeInTheDocument();
    expect(item.getByText('Next low tide Tue 3:32pm, 0.8 m')).toBeInTheDocument();
    expect(item.getByLabelText('Private note for Croyde Bay')).toHaveValue('Park by the church');
  });

  it('says what to do when there are none', async () => {
    stubApi({ 'GET /api/my/favorites': { body: [] } });
    render();
    expect(await screen.findByText('No saved beaches yet')).toBeInTheDocument();
  });

  it('offers Retry when loading fails', async () => {
    stubApi({ 'GET /api/my/favorites': { status: 500, body: {} } });
    render();
    expect(
      await screen.findByText('Your beaches could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('saves the note with a PATCH and keeps what was typed when saving fails', async () => {
    let fail = true;
    const fetchMock = stubApi({
      'GET /api/my/favorites': { body: [favorite] },
      'PATCH /api/beaches/3/favorite': (init) =>
        fail
          ? {
              status: 500,
              body: { message: 'Something went wrong on our side. Please try again.' },
            }
          : {
              body: {
                ...favorite,
                notes: (JSON.parse(init?.body as string) as { notes: string }).notes.trim(),
              },
            },
    });
    render();
    const note = await screen.findByLabelText('Private note for Croyde Bay');
    fireEvent.change(note, { target: { value: 'Ball by the dunes ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await toastWith('Could not save your note');
    expect(note).toHaveValue('Ball by the dunes ');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await toastWith('Note saved');
    expect(note).toHaveValue('Ball by the dunes');
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches).toHaveLength(2);
    // The path the server's favourite routes answer (server/src/features/favorites).
    expect(patches.map(([url]) => url)).toEqual([
      '/api/beaches/3/favorite',
      '/api/beaches/3/favorite',
    ]);
    expect(sentBody(fetchMock, fetchMock.mock.calls.indexOf(patches[1]!))).toEqual({
      notes: 'Ball by the dunes ',
    });
  });

  it('removes a beach', async () => {
    stubApi({
      'GET /api/my/favorites': { body: [favorite] },
      'DELETE /api/beaches/3/favorite': { body: { message: 'Removed from My beaches' } },
    });
    render();
    const item = within(await screen.findByTestId('my-beach'));
    fireEvent.click(item.getByRole('button', { name: 'Remove Croyde Bay' }));
    await toastWith('Croyde Bay removed from My beaches');
    expect(await screen.findByText('No saved beaches yet')).toBeInTheDocument();
  });

  it('words a missing tide', () => {
    expect(nextLowTideText(null)).toBe('No tide times for this beach');
  });
});
