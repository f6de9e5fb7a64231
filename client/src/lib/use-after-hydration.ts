import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { isHydrating } from './use-hydrated';
import { yieldToMain } from './yield-to-main';

/** The callers waiting for their turn, first come first served. */
const waiting: (() => void)[] = [];
let passing = false;

/** Gives the next waiting caller its turn, in a task after this one; none left: the gate rests. */
function passOn() {
  void yieldToMain().then(() => {
    const next = waiting.shift();
    if (next) next();
    else passing = false;
  });
}

/**
 * Whether a part of a server-rendered page below the fold may start fetching its data. False
 * during SSR and the hydration of a server render, then true for one caller at a time, each in a
 * task of its own after the previous one has rendered: when a dozen sections subscribe to their
 * queries in the effects of the hydration commit, starting every fetch at once is one long task
 * (over 150 ms on a traced page, most of it TanStack Query's own work), while one at a time it is
 * a few milliseconds each, and the phone stays responsive. True at once on a page the browser
 * rendered itself (a link followed) and in tests. Until then the query stays pending, so the
 * section shows the loading outline the server rendered.
 */
export function useAfterHydration(): boolean {
  const [ready, setReady] = useState(() => !import.meta.env.SSR && !isHydrating());
  // Whether this caller holds the turn: it passes it on once it has rendered, or when it unmounts.
  const holding = useRef(false);

  useEffect(() => {
    if (ready) return;
    const start = () => {
      holding.current = true;
      setReady(true);
    };
    waiting.push(start);
    if (!passing) {
      passing = true;
      passOn();
    }
    return () => {
      const index = waiting.indexOf(start);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [ready]);

  useEffect(() => {
    if (!ready || !holding.current) return;
    holding.current = false;
    passOn();
  }, [ready]);

  useEffect(
    () => () => {
      if (!holding.current) return;
      holding.current = false;
      passOn();
    },
    [],
  );

  return ready;
}

/**
 * `useQuery` for a part below the fold of a server-rendered page: its first fetch waits for its
 * turn after hydration (useAfterHydration); `enabled` false holds it as well. Its result is
 * deferred (`useDeferredValue`): TanStack Query's updates reach React through
 * `useSyncExternalStore`, which renders at once and in one task, so a section's arriving data
 * (tides, photos, reviews: 30 ms and more on a traced page) would block the phone; deferred, the
 * section renders it in React's interruptible slices instead.
 */
export function useQueryAfterHydration<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const ready = useAfterHydration();
  return useDeferredValue(useQuery({ ...options, enabled: ready ? options.enabled : false }));
}
