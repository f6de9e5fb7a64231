import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { yieldToMain } from '@/lib/yield-to-main';
import { advanceTimers } from './timers';

/**
 * jsdom never loads an image: this stands in for `Image` so that every image "loads" (the tile
 * probe of the maps then finds the tile server answering). Undo with `vi.unstubAllGlobals()`.
 */
export function stubImagesThatLoad() {
  class LoadingImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_url: string) {
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('Image', LoadingImage);
}

/**
 * Lets a map start its tile probe (it waits for a yield to the main thread first), then runs out the
 * probe's time (`TILE_TIMEOUT_MS`) with no tile: the fallback's turn. Needs `useFakeTimers()`.
 */
export async function runOutTileProbe(timeoutMs: number) {
  // Yields are answered in turn: once this one is, the map's own has been and the probe is on.
  await act(() => yieldToMain());
  await advanceTimers(timeoutMs);
}
