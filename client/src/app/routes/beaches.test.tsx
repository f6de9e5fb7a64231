import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLocalDate, todayInLondon } from '@shared/london-time';
import { renderRoutes } from '@/testing/render-routes';
import {
  listBeach,
  listCatalogue,
  stubCatalogueApi,
} from '@/features/beaches/components/list/beaches.fixture';
import { calls } from '@/testing/stub-api';
import { searchDebounceMs } from '@/features/beaches/components/list/search-box';
import { BeachesRoute } from './beaches';

vi.mock('@/features/map', () => ({
  BeachesMap: ({ beaches }: { beaches: unknown[] }) => <p>Map of {beaches.length} beaches</p>,
}));

beforeEach(() => {
  stubCatalogueApi(listCatalogue(30));
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
  it('shows 24 beaches a page, says which ones, and pages on', async () => {
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

describe('All beaches near a place', () => {
  const coast = [
    listBeach({
      id: 1,
      slug: 'tunnels',
      name: 'Tunnels',
      latitude: '51.2105',
      longitude: '-4.1275',
    }),
    listBeach({
      id: 2,
      slug: 'woolacombe',
      name: 'Woolacombe Sands',
      latitude: '51.1725',
      longitude: '-4.2100',
    }),
    listBeach({
      id: 3,
      slug: 'oddicombe',
      name: 'Oddicombe',
      latitude: '50.4830',
      longitude: '-3.5100',
    }),
  ];

  it('treats a typed postcode as a location: nearest first with distances, and Within', async () => {
    const fetch = stubCatalogueApi(coast);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const router = renderAt('/beaches');
      await screen.findByText('Showing 1 to 3 of 3 beaches');
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search beaches' }), {
        target: { value: 'ex34 9ab' },
      });
      act(() => {
        vi.advanceTimersByTime(searchDebounceMs);
      });
      expect(await screen.findByRole('heading', { name: 'Beaches near EX34' })).toBeVisible();
      expect(router.state.location.search).toBe('?q=ex34+9ab&sort=distance');
      expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Tunnels',
        'Woolacombe Sands',
        'Oddicombe',
      ]);
      expect(cards()[0]).toHaveTextContent(/\d\.\d mi \(\d\.\d km\) away/);
      expect(screen.getByLabelText('Sort by')).toHaveValue('distance');

      fireEvent.change(screen.getByLabelText('Within'), { target: { value: '10' } });
      expect(await screen.findByText('Showing 1 to 2 of 2 beaches')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?q=ex34+9ab&within=10&sort=distance');
      for (const call of calls(fetch)) expect(call).not.toMatch(/51\.|lat|lng/);
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);

  it('offers the dog filters with counts, in the URL', async () => {
    const router = renderAt('/beaches');
    await screen.findByText('Showing 1 to 24 of 30 beaches');
    const offLead = screen.getByRole('button', { name: /^Off-lead all year/ });
    // The fixture's year-round beaches have a sourced rule with no period: 24 of 30.
    expect(offLead).toHaveTextContent('(24)');
    fireEvent.click(offLead);
    expect(await screen.findByText('Showing 1 to 24 of 24 beaches')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?offlead=1');
    fireEvent.click(screen.getByRole('radio', { name: /^Today/ }));
    const today = formatLocalDate(todayInLondon());
    await screen.findByRole('button', { name: /^Remove filter: Dogs allowed \w{3} \d+ \w{3}$/ });
    expect(router.state.location.search).toBe(`?dogsAllowedOn=${today}&offlead=1`);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Showing 1 to 24 of 30 beaches')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  }, 20_000);
});
