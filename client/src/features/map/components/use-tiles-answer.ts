import { useEffect, useState } from 'react';
import { yieldToMain } from '@/lib/yield-to-main';
import { probeTiles } from '../lib/tile-probe';

/**
 * Whether the tile server answered a probe for `tileUrl` (lib/tile-probe.ts), asked while `active`
 * and again for each new `attempt` (the fallback's Retry). When it does not answer in time,
 * `onUnavailable` is called and the map shows its fallback without ever building the tile map.
 * `prepare` starts loading the tile map's code alongside the probe.
 */
export function useTilesAnswer({
  tileUrl,
  attempt,
  active,
  onUnavailable,
  prepare,
}: {
  tileUrl: string;
  attempt: number;
  active: boolean;
  onUnavailable: () => void;
  prepare: () => Promise<unknown>;
}): boolean {
  const [answeredAttempt, setAnsweredAttempt] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    let cancel = () => {};
    let cancelled = false;
    // After the task that mounted the map (the page's own, often): asking for an image and a
    // chunk costs the main thread a few milliseconds each.
    void yieldToMain().then(() => {
      if (cancelled) return;
      void prepare().catch(() => undefined);
      const probe = probeTiles(tileUrl);
      cancel = probe.cancel;
      void probe.answered.then((answered) => {
        if (answered) setAnsweredAttempt(attempt);
        else onUnavailable();
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [tileUrl, attempt, active, onUnavailable, prepare]);
  return answeredAttempt === attempt;
}
