import {
  QueryObserver,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';

/**
 * One query a page reads on its first screen, asked for on a client and held until released.
 * `settled` resolves with whether it has its data (false: it failed).
 */
export type FirstQuery = (client: QueryClient) => {
  settled: Promise<boolean>;
  release: () => void;
};

/** The first screen's data, asked for: held until `release`; `complete` when all of it came. */
export interface FirstData {
  complete: boolean;
  release: () => void;
}

/**
 * What a page the server draws (entry-server.tsx) reads on its first screen (`handle.firstData`
 * of its route): asked for before the browser's first render replaces the drawing (start.tsx),
 * so that render is the page itself rather than its loading outline.
 */
export interface FirstDataHandle {
  firstData: (params: Params) => FirstQuery[];
}

export function firstQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): FirstQuery {
  return (client) => {
    // An observer, like the page's own: it fetches as the page would (its retries included), and
    // keeps the answer in the cache (a beach's details are otherwise dropped at once).
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
 * Asks for the first-screen data of the routes the page matched (the router's own `matches`) and
 * resolves once it has arrived (or failed), or after `waitMs` at most: on a slow line the page
 * then renders with its loading outline, as it does without a drawing. `complete` tells whether
 * every one of them came in time: only then can the page take over the drawing as it is
 * (start.tsx), since it renders what the drawing shows.
 */
export async function awaitFirstData(
  client: QueryClient,
  matches: readonly { route: RouteObject; params: Params }[],
  waitMs: number,
): Promise<FirstData> {
  const queries = matches.flatMap(({ route, params }) => {
    const handle = route.handle as Partial<FirstDataHandle> | undefined;
    return handle?.firstData ? handle.firstData(params).map((query) => query(client)) : [];
  });
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
