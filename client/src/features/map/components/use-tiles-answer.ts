import { useEffect, useState } from 'react';
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
    void prepare().catch(() => undefined);
    const probe = probeTiles(tileUrl);
    void probe.answered.then((answered) => {
      if (answered) setAnsweredAttempt(attempt);
      else onUnavailable();
    });
    return probe.cancel;
  }, [tileUrl, attempt, active, onUnavailable, prepare]);
  return answeredAttempt === attempt;
}
