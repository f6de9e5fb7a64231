import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beachQueryOptions } from '@/features/beaches/api/get-beach';
import { makeBeach } from '@/features/beaches/components/detail/beach.fixture';
import { stubApi } from '@/testing/stub-api';
import { awaitHydrationData, hydrationQuery, type HydrationDataHandle } from './hydration-data';

const client = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/** Details dropped as soon as nobody reads them (gcTime 0), as a beach's are. */
const beachOptions = (identifier: string, respond: () => Promise<string>) =>
  queryOptions({ queryKey: ['beach', identifier], queryFn: respond, gcTime: 0 });

const routesFor = (read: HydrationDataHandle['hydrationData']): RouteObject[] => [
  { path: '/beach/:identifier', handle: { hydrationData: read } satisfies HydrationDataHandle },
  { path: '/auth' },
];

/** The routes a path matches, as the router holds them. */
const at = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname) ?? [];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('awaitHydrationData', () => {
  it("fetches the page's hydration data and holds it until released", async () => {
    const queries = client();
    const respond = vi.fn(async () => 'Bantham');
    const routes = routesFor(({ identifier = '' }) => [
      hydrationQuery(beachOptions(identifier, respond)),
    ]);
    const { complete, release } = await awaitHydrationData(
      queries,
      at(routes, '/beach/bantham'),
      800,
    );
    expect(complete).toBe(true);
    expect(respond).toHaveBeenCalledTimes(1);
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
      hydrationQuery(beachOptions('x', () => Promise.reject(new Error('500: down')))),
    ]);
    const { complete } = await awaitHydrationData(queries, at(routes, '/beach/x'), 800);
    expect(complete).toBe(false);
    expect(queries.getQueryState(['beach', 'x'])?.status).toBe('error');
  });

  it('waits no longer than it is told: a slow response arrives after the page has rendered', async () => {
    vi.useFakeTimers();
    const queries = client();
    const routes = routesFor(() => [
      hydrationQuery(
        beachOptions(
          'slow',
          () => new Promise((resolve) => setTimeout(() => resolve('late'), 5000)),
        ),
      ),
    ]);
    let done: boolean | undefined;
    void awaitHydrationData(queries, at(routes, '/beach/slow'), 800).then(
      ({ complete }) => (done = complete),
    );
    await vi.advanceTimersByTimeAsync(799);
    expect(done).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    // In time for the page, not for its data: the page renders its own loading outline.
    expect(done).toBe(false);
    expect(queries.getQueryState(['beach', 'slow'])?.fetchStatus).toBe('fetching');
  });

  it("loads a route's query code first, and counts the wait from when it has loaded", async () => {
    vi.useFakeTimers();
    const queries = client();
    const respond = vi.fn(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('Bantham'), 500)),
    );
    // The query's code takes 600 ms to load (a slow chunk), its response 500 ms more.
    const routes = routesFor(async ({ identifier = '' }) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return [hydrationQuery(beachOptions(identifier, respond))];
    });
    let done: boolean | undefined;
    void awaitHydrationData(queries, at(routes, '/beach/bantham'), 800).then(
      ({ complete }) => (done = complete),
    );
    await vi.advanceTimersByTimeAsync(599);
    expect(respond).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(respond).toHaveBeenCalledTimes(1);
    // 1,100 ms after the start, but 500 ms into the wait: the data is in time.
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(true);
    expect(queries.getQueryData(['beach', 'bantham'])).toBe('Bantham');
  });

  it('fetches nothing on a page without hydration data', async () => {
    const queries = client();
    const { complete, release } = await awaitHydrationData(
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

  it("fetches a beach's details once: the page's own query takes the hydration data", async () => {
    const beach = makeBeach({ slug: 'bantham' });
    const fetch = stubApi({ 'GET /api/beaches/bantham': { body: beach } });
    const queries = client();
    const routes = routesFor(({ identifier = '' }) => [
      hydrationQuery(beachQueryOptions(identifier)),
    ]);
    const { release } = await awaitHydrationData(queries, at(routes, '/beach/bantham'), 800);
    // The page mounts (useBeach) while the hydration data is held.
    const page = new QueryObserver(queries, beachQueryOptions('bantham'));
    const unsubscribe = page.subscribe(() => {});
    release();
    expect(page.getCurrentResult().data?.name).toBe(beach.name);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fetch).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
