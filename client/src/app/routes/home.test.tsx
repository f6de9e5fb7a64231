import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi } from '@/testing/stub-api';
import { advanceTimers, useFakeTimers } from '@/testing/timers';
import {
  listCatalogue,
  stubCatalogueApi,
} from '@/features/beaches/components/list/beaches.fixture';
import { HomeRoute } from './home';

vi.mock('@/features/map', () => ({
  BeachesMap: ({ beaches }: { beaches: unknown[] }) => <p>Map of {beaches.length} beaches</p>,
}));

const scrollIntoView = vi.fn();

beforeEach(() => {
  stubCatalogueApi(listCatalogue(90));
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (url: string) =>
  renderRoutes(
    [
      { path: '/', element: <HomeRoute /> },
      { path: '/beaches', element: <p>All beaches page</p> },
    ],
    url,
  );

const cards = () => within(screen.getByRole('list', { name: 'Beaches' })).getAllByRole('article');

describe('Home', () => {
  it('shows the first 20 of the beaches and a way to all of them', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find a beach where your dog is welcome',
    );
    expect(screen.getByRole('list', { name: 'Loading beaches' }).children).toHaveLength(6);
    expect(
      await screen.findByRole('heading', { name: '90 dog-friendly beaches' }),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    expect(screen.getByText('Showing first 20 of 90 beaches')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Beaches' })).toHaveAttribute(
      'href',
      '/beaches',
    );
    // The map gets the first 50 of the sorted beaches.
    expect(screen.getByText('Map of 50 beaches')).toBeInTheDocument();
  });

  it('sets the type from a tile, resets it from the same tile, and scrolls to the results', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { name: '90 dog-friendly beaches' });
    const tiles = screen.getByRole('region', { name: 'Browse by beach type' });
    fireEvent.click(within(tiles).getByRole('button', { name: /^Rocky/ }));
    expect(
      await screen.findByRole('heading', { name: '22 dog-friendly beaches' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=rocky');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledOnce());
    fireEvent.click(within(tiles).getByRole('button', { name: /^Rocky/ }));
    expect(
      await screen.findByRole('heading', { name: '90 dog-friendly beaches' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('carries the filters over to the all-beaches page', async () => {
    renderAt('/?parking=1&sort=location');
    expect(screen.getByLabelText('Sort by')).toHaveValue('location');
    expect(await screen.findByText('Showing first 20 of 30 beaches')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Beaches' })).toHaveAttribute(
      'href',
      '/beaches?parking=1&sort=location',
    );
  });

  it('hides and shows the map', async () => {
    renderAt('/');
    await screen.findByText('Map of 50 beaches');
    fireEvent.click(screen.getByRole('button', { name: 'Hide Map' }));
    expect(screen.queryByText('Map of 50 beaches')).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show Map' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(show);
    expect(screen.getByText('Map of 50 beaches')).toBeInTheDocument();
  });

  it('offers Clear All Filters when nothing matches', async () => {
    const router = renderAt('/?q=nowhere');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear All Filters' }));
    expect(
      await screen.findByRole('heading', { name: '90 dog-friendly beaches' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says when the beaches cannot be fetched', async () => {
    useFakeTimers();
    stubApi({}, { status: 500 });
    renderAt('/');
    // Its 3 retries, after React Query's default delays of 1, 2 and 4 s.
    await advanceTimers(7_000);
    expect(await screen.findByText('Failed to fetch beaches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
