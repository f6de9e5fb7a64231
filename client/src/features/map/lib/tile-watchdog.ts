/**
 * Decides when the tile map has failed and the schematic fallback should take over.
 *
 * The interactive map falls back when it cannot load within 2 s, and its loader retries 3 times
 * with growing delays (docs/product.md, "Maps"). Here the "loader" is the tile layer: the first
 * tile that loads means the map works; a failed tile before that makes the layer retry after 250,
 * 500 and 1000 ms; the map falls back when the retries are spent or when 2 s pass without a single
 * tile, whichever comes first (so a phone on a bad signal never waits longer for a usable map).
 */
export interface TileWatchdogOptions {
  onFallback: () => void;
  /** Reloads the tiles (Leaflet: `tileLayer.redraw()`). */
  retry: () => void;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
}

export interface TileWatchdog {
  tileLoaded: () => void;
  tileFailed: () => void;
  dispose: () => void;
}

export const TILE_TIMEOUT_MS = 2000;
export const TILE_RETRY_DELAYS_MS = [250, 500, 1000] as const;

export function createTileWatchdog({
  onFallback,
  retry,
  timeoutMs = TILE_TIMEOUT_MS,
  retryDelaysMs = TILE_RETRY_DELAYS_MS,
}: TileWatchdogOptions): TileWatchdog {
  let state: 'waiting' | 'working' | 'failed' | 'disposed' = 'waiting';
  let retriesUsed = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const stopTimers = () => {
    clearTimeout(deadline);
    clearTimeout(retryTimer);
    retryTimer = undefined;
  };
  const fail = () => {
    if (state !== 'waiting') return;
    state = 'failed';
    stopTimers();
    onFallback();
  };
  const deadline = setTimeout(fail, timeoutMs);

  return {
    tileLoaded() {
      if (state !== 'waiting') return;
      state = 'working';
      stopTimers();
    },
    tileFailed() {
      // A whole screen of tiles fails at once: one retry per burst, not one per tile.
      if (state !== 'waiting' || retryTimer !== undefined) return;
      const delay = retryDelaysMs[retriesUsed];
      if (delay === undefined) {
        fail();
        return;
      }
      retriesUsed += 1;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (state === 'waiting') retry();
      }, delay);
    },
    dispose() {
      state = 'disposed';
      stopTimers();
    },
  };
}
