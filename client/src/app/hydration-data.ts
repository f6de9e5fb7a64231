import {
  QueryObserver,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';

/**
 * One query a server-rendered page needs before it can hydrate, fetched on a client and held
 * until released. `settled` resolves with whether it has its data (false: it failed).
 */
export type HydrationQuery = (client: QueryClient) => {
  settled: Promise<boolean>;
  release: () => void;
};

/** The hydration data, fetched: held until `release`; `complete` when all of it arrived. */
export interface HydrationData {
  complete: boolean;
  release: () => void;
}

/**
 * The queries a server-rendered page (entry-server.tsx) reads above the fold (`handle.hydrationData`
 * of its route): fetched before the browser's first render (hydrate.tsx), so that render is the
 * page the server rendered (and can hydrate it) rather than its loading outline. A route may load
 * the code of its queries first (a promise), so that pages without them do not evaluate it.
 */
export interface HydrationDataHandle {
  hydrationData: (params: Params) => HydrationQuery[] | Promise<HydrationQuery[]>;
}

export function hydrationQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): HydrationQuery {
  return (client) => {
    // An observer, like the page's own: it fetches as the page would (its retries included), and
    // keeps the response in the cache (a beach's details are otherwise dropped at once).
    const observer = new QueryObserver(client, options);
    let release = () => {};
    const settled = new Promise<boolean>((resolve) => {
      const done = (result: QueryObserverResult<TData, TError>) => {
        if (result.fetchStatus === 'idle') resolve(result.status === 'success');
      };
      release = observer.subscribe(done);
      done(observer.getCurrentResult());
    });
    return { settled, release };
  };
}

/**
 * Fetches the hydration data of the routes the page matched (the router's own `matches`) and
 * resolves once it has arrived (or failed), or after `waitMs` at most: on a slow line the page
 * then renders with its loading outline, as it does without a server render. `complete` tells
 * whether every query arrived in time: only then can the page hydrate the server render
 * (hydrate.tsx), since only then does it render what the server rendered.
 */
export async function awaitHydrationData(
  client: QueryClient,
  matches: readonly { route: RouteObject; params: Params }[],
  waitMs: number,
): Promise<HydrationData> {
  // Each route's queries start as soon as their code has loaded; the wait starts once all have:
  // that code is part of the page's, which hydration awaits in any case.
  const started = await Promise.all(
    matches.map(async ({ route, params }) => {
      const handle = route.handle as Partial<HydrationDataHandle> | undefined;
      const read = handle?.hydrationData ? await handle.hydrationData(params) : [];
      return read.map((query) => query(client));
    }),
  );
  const queries = started.flat();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcomes = await Promise.race([
    Promise.all(queries.map((query) => query.settled)),
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs))),
  ]);
  clearTimeout(timer);
  return {
    complete: outcomes !== null && outcomes.every(Boolean),
    release: () => queries.forEach((query) => query.release()),
  };
}
