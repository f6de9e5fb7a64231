import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render-routes';
import { fixtureFetch, listCatalogue } from '@/features/beaches/components/list/beaches.fixture';
import { searchDebounceMs } from '@/features/beaches/components/list/search-box';
import { BeachesRoute } from './beaches';

vi.mock('@/features/map', () => ({
  BeachesMap: ({ beaches }: { beaches: unknown[] }) => <p>Map of {beaches.length} beaches</p>,
}));

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fixtureFetch(listCatalogue(30))));
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (url: string) =>
  renderRoutes([{ path: '/beaches', element: <BeachesRoute /> }], url);

const cards = () => within(screen.getByRole('list', { name: 'Beaches' })).getAllByRole('article');

describe('All beaches', () => {
  it('shows 24 beaches a page with the spec line, and pages on', async () => {
    const router = renderAt('/beaches');
    expect(screen.getByRole('list', { name: 'Loading beaches' }).children).toHaveLength(6);
    expect(await screen.findByText('Showing 1 to 24 of 30 beaches')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 25 to 30 of 30 beaches')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');
    expect(cards()[0]).toHaveTextContent('Beach 025');
  });

  it('restores filters from the URL and shows the nearest page for one out of range', async () => {
    renderAt('/beaches?location=torbay&page=5&view=list');
    expect(await screen.findByText('Showing 1 to 4 of 4 beaches')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Torbay');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Remove filter: Torbay' })).toBeInTheDocument();
  });

  it('goes back to page 1 when a filter changes, and labels options with counts', async () => {
    const router = renderAt('/beaches?page=2');
    await screen.findByText('Showing 25 to 30 of 30 beaches');
    const type = screen.getByLabelText('Beach type');
    expect(within(type).getByRole('option', { name: 'Rocky (7)' })).toBeInTheDocument();
    expect(within(type).getByRole('option', { name: 'All (30)' })).toBeInTheDocument();
    fireEvent.change(type, { target: { value: 'rocky' } });
    expect(await screen.findByText('Showing 1 to 7 of 7 beaches')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=rocky');
  });

  it('replaces the history entry while typing a search', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderAt('/beaches');
    await screen.findByText('Showing 1 to 24 of 30 beaches');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Beach 01' } });
    act(() => {
      vi.advanceTimersByTime(searchDebounceMs);
    });
    expect(await screen.findByText('Showing 1 to 10 of 10 beaches')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=Beach+01');
    expect(router.state.historyAction).toBe('REPLACE');
    vi.useRealTimers();
  });

  it('shows the empty state and clears the filters', async () => {
    const router = renderAt('/beaches?q=nothing+like+this&parking=1');
    expect(await screen.findByRole('heading', { name: 'No beaches found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeInTheDocument();
    const empty = screen.getByRole('region', { name: 'No beaches found' });
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Showing 1 to 24 of 30 beaches')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('switches to the list view in the URL', async () => {
    const router = renderAt('/beaches');
    await screen.findByText('Showing 1 to 24 of 30 beaches');
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(router.state.location.search).toBe('?view=list');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('puts the map beside the list on a wide screen, with every filtered beach', async () => {
    renderAt('/beaches?type=rocky');
    expect(await screen.findByText('Map of 7 beaches')).toBeInTheDocument();
  });
});
