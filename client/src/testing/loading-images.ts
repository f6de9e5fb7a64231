import { vi } from 'vitest';

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
