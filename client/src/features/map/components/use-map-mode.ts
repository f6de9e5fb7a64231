import { startTransition, useCallback, useEffect, useState } from 'react';
import { useAfterHydration } from '@/lib/use-after-hydration';
import { useHydrated } from '@/lib/use-hydrated';
import { yieldToMain } from '@/lib/yield-to-main';
import { probeTiles } from '../lib/tile-probe';

/** What a map shows: its outline (skeleton), the tile map, or the schematic fallback. */
export type MapShown = 'outline' | 'tiles' | 'fallback';

/**
 * The one way both maps choose what to show (docs/product.md, "Maps"). The outline during SSR
 * and while the page hydrates; then a probe for `tileUrl` (lib/tile-probe.ts: the tile
 * watchdog's retries and 2 s rule): the tile map once a tile has loaded (its code asked for then),
 * else the fallback, without ever loading or building the tile map. `fallBack` is for the tile
 * map's own failures (its tiles stop, Leaflet throws), `retry` for the fallback's Retry (a new
 * probe). `tileUrl` null: nothing to plot, nothing asked. The fallback's code is fetched from the
 * start (in its turn after hydration): when tiles fail, the signal may be failing too.
 */
export function useMapMode({
  tileUrl,
  loadTiles,
  loadFallback,
}: {
  tileUrl: string | null;
  loadTiles: () => Promise<unknown>;
  loadFallback: () => Promise<unknown>;
}) {
  const hydrated = useHydrated();
  const [mode, setMode] = useState<'tiles' | 'fallback'>('tiles');
  const [attempt, setAttempt] = useState(0);
  const [answeredAttempt, setAnsweredAttempt] = useState<number | null>(null);
  const fallBack = useCallback(() => setMode('fallback'), []);
  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
    setMode('tiles');
  }, []);

  // Asked for in its turn after hydration: asking for a chunk costs the task a few milliseconds.
  const turn = useAfterHydration();
  useEffect(() => {
    if (turn) void loadFallback().catch(() => undefined);
  }, [turn, loadFallback]);

  const probing = hydrated && mode === 'tiles' && tileUrl !== null;
  useEffect(() => {
    if (!probing || tileUrl === null) return;
    let cancel = () => {};
    let cancelled = false;
    // After the task that mounted the map (the page's own, often): asking for an image and a
    // chunk costs the main thread a few milliseconds each.
    void yieldToMain().then(() => {
      if (cancelled) return;
      const probe = probeTiles(tileUrl);
      cancel = probe.cancel;
      void probe.answered.then(async (answered) => {
        // The tile map's code (Leaflet) only once a tile has come: without tiles it would be
        // fetched and evaluated for nothing (a 20 to 30 ms task on a traced page).
        if (answered) await loadTiles().catch(() => undefined);
        if (cancelled) return;
        // Either map is a large render: done in slices (a transition), the page stays responsive.
        startTransition(() => {
          if (answered) setAnsweredAttempt(attempt);
          else fallBack();
        });
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [probing, tileUrl, attempt, loadTiles, fallBack]);

  const shown: MapShown =
    !hydrated || (mode === 'tiles' && answeredAttempt !== attempt) ? 'outline' : mode;
  return { shown, attempt, fallBack, retry };
}
