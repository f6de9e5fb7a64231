import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beachQueryOptions } from '@/features/beaches/api/get-beach';
import { makeBeach } from '@/features/beaches/components/detail/beach.fixture';
import { awaitFirstData, firstQuery, type FirstDataHandle } from './first-data';

const client = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/** Details dropped as soon as nobody reads them (gcTime 0), as a beach's are. */
const beachOptions = (identifier: string, answer: () => Promise<string>) =>
  queryOptions({ queryKey: ['beach', identifier], queryFn: answer, gcTime: 0 });

const routesFor = (read: FirstDataHandle['firstData']): RouteObject[] => [
  { path: '/beach/:identifier', handle: { firstData: read } satisfies FirstDataHandle },
  { path: '/auth' },
];

/** The routes a path matches, as the router holds them. */
const at = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname) ?? [];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('awaitFirstData', () => {
  it("asks for the page's first data and holds it until released", async () => {
    const queries = client();
    const answer = vi.fn(async () => 'Bantham');
    const routes = routesFor(({ identifier = '' }) => [
      firstQuery(beachOptions(identifier, answer)),
    ]);
    const { complete, release } = await awaitFirstData(queries, at(routes, '/beach/bantham'), 800);
    expect(complete).toBe(true);
    expect(answer).toHaveBeenCalledTimes(1);
    // Held: still there after a turn of the event loop, although gcTime is 0.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(queries.getQueryData(['beach', 'bantham'])).toBe('Bantham');
    release();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(queries.getQueryData(['beach', 'bantham'])).toBeUndefined();
  });

  it('keeps a failure for the page to show', async () => {
    const queries = client();
    const routes = routesFor(() => [
      firstQuery(beachOptions('x', () => Promise.reject(new Error('500: down')))),
    ]);
    const { complete } = await awaitFirstData(queries, at(routes, '/beach/x'), 800);
    expect(complete).toBe(false);
    expect(queries.getQueryState(['beach', 'x'])?.status).toBe('error');
  });

  it('waits no longer than it is told: a slow answer arrives after the page has rendered', async () => {
    vi.useFakeTimers();
    const queries = client();
    const routes = routesFor(() => [
      firstQuery(
        beachOptions(
          'slow',
          () => new Promise((resolve) => setTimeout(() => resolve('late'), 5000)),
        ),
      ),
    ]);
    let done: boolean | undefined;
    void awaitFirstData(queries, at(routes, '/beach/slow'), 800).then(
      ({ complete }) => (done = complete),
    );
    await vi.advanceTimersByTimeAsync(799);
    expect(done).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    // In time for the page, not for its data: the page renders its own loading outline.
    expect(done).toBe(false);
    expect(queries.getQueryState(['beach', 'slow'])?.fetchStatus).toBe('fetching');
  });

  it('asks for nothing on a page without first data', async () => {
    const queries = client();
    const { complete, release } = await awaitFirstData(
      queries,
      at(
        routesFor(() => []),
        '/auth',
      ),
      800,
    );
    expect(queries.getQueryCache().getAll()).toHaveLength(0);
    expect(complete).toBe(true);
    release();
  });

  it("asks for a beach's details once: the page's own query takes the first screen's answer", async () => {
    const beach = makeBeach({ slug: 'bantham' });
    const fetch = vi.fn(async () => Response.json(beach));
    vi.stubGlobal('fetch', fetch);
    const queries = client();
    const routes = routesFor(({ identifier = '' }) => [firstQuery(beachQueryOptions(identifier))]);
    const { release } = await awaitFirstData(queries, at(routes, '/beach/bantham'), 800);
    // The page mounts (useBeach) while the first screen's answer is held.
    const page = new QueryObserver(queries, beachQueryOptions('bantham'));
    const unsubscribe = page.subscribe(() => {});
    release();
    expect(page.getCurrentResult().data?.name).toBe(beach.name);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fetch).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
