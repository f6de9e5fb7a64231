import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beach } from '@shared/beaches';
import { makeBeach } from '@shared/testing/make-beach';
import { renderRoutes } from '@/testing/render-routes';
import { heldReply, noAnswer, stubApi } from '@/testing/stub-api';
import { restoreAfterEach, toastWith, withToasts } from '@/testing/toasts';
import { BeachManagementTab } from './beach-management-tab';

// The edit dialog is its own component with its own tests; here only what the tab hands it counts.
vi.mock('./edit-beach-dialog', () => ({
  EditBeachDialog: ({
    beach,
    open,
    onOpenChange,
  }: {
    beach: Beach | null;
    open: boolean;
    onOpenChange: (open: boolean) => void;
  }) =>
    open ? (
      <div role="dialog" aria-label="Edit beach dialog">
        <p>{beach ? `Editing ${beach.name}` : 'Adding a beach'}</p>
        <button type="button" onClick={() => onOpenChange(false)}>
          Close the edit dialog
        </button>
      </div>
    ) : null,
}));

const woolacombe = makeBeach({
  id: 11,
  name: 'Woolacombe Beach',
  location: 'North Devon',
  description: 'A **three-mile** stretch of *golden* sand.',
  accessType: 'year-round',
  averageRating: 4.5,
  totalReviews: 12,
  hasParking: true,
  hasFacilities: false,
});
const bantham = makeBeach({
  id: 12,
  name: 'Bantham',
  location: 'South Devon',
  accessType: 'seasonal',
  averageRating: 3,
  totalReviews: 1,
  hasParking: false,
  hasFacilities: true,
});
const oddicombe = makeBeach({
  id: 13,
  name: 'Oddicombe',
  location: 'Torbay',
  accessType: 'restricted',
});
const blackpool = makeBeach({
  id: 14,
  name: 'Blackpool Sands',
  location: 'South Devon',
  accessType: 'no-dogs',
});
const allBeaches = [woolacombe, bantham, oddicombe, blackpool];

function Tab() {
  const [search, setSearch] = useState('');
  return <BeachManagementTab search={search} onSearchChange={setSearch} />;
}

function BeachPage() {
  const { id } = useParams();
  return <h1>Beach page {id}</h1>;
}

const render = () =>
  renderRoutes(
    [
      { path: '/', element: withToasts(<Tab />) },
      { path: '/beach/:id', element: <BeachPage /> },
    ],
    '/',
  );

const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

const scrollTo = vi.fn();

beforeEach(() => {
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});

restoreAfterEach();

describe('Beach Management', () => {
  it('shows five placeholder blocks while the beaches load', () => {
    stubApi({}, noAnswer);
    render();
    expect(screen.getAllByTestId('beach-skeleton')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading beaches...');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('shows a card per beach with its badge, location, plain description, rating and markers', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    render();
    expect(await screen.findByRole('heading', { name: 'Woolacombe Beach' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/beaches', expect.anything());
    expect(screen.getByText('4 beaches')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);

    const first = within(card('Woolacombe Beach'));
    expect(first.getByText('North Devon')).toBeInTheDocument();
    expect(first.getByText('A three-mile stretch of golden sand.')).toHaveClass('line-clamp-2');
    expect(first.getByText('4.5 (12 reviews)')).toBeInTheDocument();
    expect(first.getByText('Parking').closest('li')).toHaveAttribute('data-present', 'true');
    expect(first.getByText('Parking').closest('li')).toHaveTextContent('Parking: available');
    expect(first.getByText('Facilities').closest('li')).toHaveAttribute('data-present', 'false');
    expect(first.getByText('Facilities').closest('li')).toHaveTextContent(
      'Facilities: not available',
    );

    const second = within(card('Bantham'));
    expect(second.getByText('3.0 (1 review)')).toBeInTheDocument();
    expect(second.getByText('Parking').closest('li')).toHaveAttribute('data-present', 'false');
    expect(second.getByText('Facilities').closest('li')).toHaveAttribute('data-present', 'true');
    expect(within(card('Oddicombe')).getByText('No reviews yet')).toBeInTheDocument();

    const badgeOf = (name: string) =>
      card(name).querySelector('[data-access-type]')?.getAttribute('data-access-type');
    expect(badgeOf('Woolacombe Beach')).toBe('year-round');
    expect(badgeOf('Bantham')).toBe('seasonal');
    expect(badgeOf('Oddicombe')).toBe('restricted');
    expect(badgeOf('Blackpool Sands')).toBe('no-dogs');
    expect(within(card('Bantham')).getByText('Seasonal')).toBeInTheDocument();
    expect(within(card('Blackpool Sands')).getByText('No Dogs Allowed')).toBeInTheDocument();

    expect(first.getByRole('button', { name: 'Edit Woolacombe Beach' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'View Woolacombe Beach' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Delete Woolacombe Beach' })).toBeInTheDocument();
  });

  it('filters by name or location, ignoring case, and shows how many match', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    render();
    const search = await screen.findByLabelText('Search by name or location');
    await screen.findByRole('heading', { name: 'Bantham' });

    fireEvent.change(search, { target: { value: 'WOOLA' } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Woolacombe Beach' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 4 beaches')).toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'south devon' } });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Bantham', 'Blackpool Sands']);
    expect(screen.getByText('Showing 2 of 4 beaches')).toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'Cornwall' } });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('No beaches found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('says so when there are no beaches at all', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: [] } });
    render();
    expect(await screen.findByText('No beaches yet')).toBeInTheDocument();
    expect(screen.getByText('0 beaches')).toBeInTheDocument();
  });

  it('offers Retry when the beaches cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/beaches': () =>
        fail ? { status: 500, body: { message: 'Server error' } } : { body: [bantham] },
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The beaches could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Bantham' })).toBeInTheDocument();
  });

  it('views a beach: scrolls to the top and goes to /beach/{id}', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    const router = render();
    fireEvent.click(await screen.findByRole('button', { name: 'View Bantham' }));
    expect(await screen.findByRole('heading', { name: 'Beach page 12' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/beach/12');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('opens the edit dialog with the beach, and Add Beach opens it empty', async () => {
    stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Oddicombe' }));
    expect(screen.getByRole('dialog', { name: 'Edit beach dialog' })).toHaveTextContent(
      'Editing Oddicombe',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close the edit dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add Beach' }));
    expect(screen.getByRole('dialog', { name: 'Edit beach dialog' })).toHaveTextContent(
      'Adding a beach',
    );
  });

  it('asks before deleting, and Cancel deletes nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/beaches': { body: allBeaches } });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Woolacombe Beach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Beach' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete "Woolacombe Beach"? This action cannot be undone and will also delete all related reviews and photos.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Woolacombe Beach' })).toBeInTheDocument();
  });

  it('deletes the beach, says so, and the card is gone after the refetch', async () => {
    let list = allBeaches;
    const fetchMock = stubApi({
      'GET /api/admin/beaches': () => ({ body: list }),
      'DELETE /api/admin/beaches/11': () => {
        list = allBeaches.filter((beach) => beach.id !== 11);
        return { body: { message: 'Beach deleted successfully' } };
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Woolacombe Beach' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Beach' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await toastWith('Success');
    await toastWith('Beach deleted successfully');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/beaches/11',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(await screen.findByText('3 beaches')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Woolacombe Beach' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete Beach' })).not.toBeInTheDocument();
  });

  it('shows Deleting... and disables the button while the delete is under way', async () => {
    const deletion = heldReply();
    stubApi({
      'GET /api/admin/beaches': { body: allBeaches },
      'DELETE /api/admin/beaches/12': deletion.handler,
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bantham' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Beach' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await act(async () => deletion.answer({ body: { message: 'Beach deleted successfully' } }));
    await toastWith('Beach deleted successfully');
  });

  it("shows the server's message when the delete fails, and keeps the beach", async () => {
    stubApi({
      'GET /api/admin/beaches': { body: allBeaches },
      'DELETE /api/admin/beaches/13': { status: 404, body: { message: 'Beach not found' } },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Oddicombe' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Beach' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await toastWith('Error');
    await toastWith('Beach not found');
    expect(screen.getByRole('heading', { name: 'Oddicombe' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to delete beach' when the server gives no message", async () => {
    stubApi({
      'GET /api/admin/beaches': { body: allBeaches },
      'DELETE /api/admin/beaches/12': { status: 502, text: 'Bad gateway' },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bantham' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Beach' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await toastWith('Failed to delete beach');
    expect(document.querySelector('[data-variant="error"]')).toBeInTheDocument();
  });
});
