import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitFirstData, firstQuery, type FirstDataHandle } from './first-data';

const client = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/** A beach's details as the app asks for them: never kept once nobody reads them (gcTime 0). */
const beachOptions = (identifier: string, answer: () => Promise<string>) =>
  queryOptions({ queryKey: ['beach', identifier], queryFn: answer, staleTime: 0, gcTime: 0 });

const routesFor = (read: FirstDataHandle['firstData']): RouteObject[] => [
  { path: '/beach/:identifier', handle: { firstData: read } satisfies FirstDataHandle },
  { path: '/auth' },
];

afterEach(() => {
  vi.useRealTimers();
});

describe('awaitFirstData', () => {
  it("asks for the page's first data and holds it until released", async () => {
    const queries = client();
    const answer = vi.fn(async () => 'Bantham');
    const routes = routesFor(({ identifier = '' }) => [
      firstQuery(beachOptions(identifier, answer)),
    ]);
    const release = await awaitFirstData(queries, routes, '/beach/bantham', 800);
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
    await awaitFirstData(queries, routes, '/beach/x', 800);
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
    let done = false;
    void awaitFirstData(queries, routes, '/beach/slow', 800).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(799);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(queries.getQueryState(['beach', 'slow'])?.fetchStatus).toBe('fetching');
  });

  it('asks for nothing on a page without first data', async () => {
    const queries = client();
    const release = await awaitFirstData(
      queries,
      routesFor(() => []),
      '/auth',
      800,
    );
    expect(queries.getQueryCache().getAll()).toHaveLength(0);
    release();
  });
});
