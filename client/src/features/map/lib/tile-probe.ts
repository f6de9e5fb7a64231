import type { LatLng } from './coordinates';
import { createTileWatchdog } from './tile-watchdog';

export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const subdomains = 'abc';

/**
 * The tile under `center` at `zoom`, as Leaflet names it (the Web Mercator tile grid, and its
 * choice of subdomain), so the tile fetched to probe the server is one the map then shows.
 */
export function centreTileUrl(center: LatLng, zoom: number): string {
  const tiles = 2 ** zoom;
  const x = Math.floor(((center.lng + 180) / 360) * tiles);
  const latitude = (center.lat * Math.PI) / 180;
  const y = Math.floor(
    ((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * tiles,
  );
  return OSM_TILE_URL.replace('{s}', subdomains[Math.abs(x + y) % subdomains.length]!)
    .replace('{z}', String(zoom))
    .replace('{x}', String(x))
    .replace('{y}', String(y));
}

/** Loads an image: resolves when it has loaded, rejects when it cannot. */
export type LoadImage = (url: string) => Promise<void>;

const loadImage: LoadImage = (url) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`tile ${url} did not load`));
    image.src = url;
  });

/** Once a tile has loaded in this page, the tile server is taken to answer. */
let tilesAnswered = false;

/**
 * Whether the tile server answers, asked with one tile before Leaflet is loaded and built: where it
 * does not (no signal, a blocked server), the page goes straight to the schematic map instead of
 * building the tile map and taking it down again. The same rules as the map's own tiles (the tile
 * watchdog): retries after 250, 500 and 1000 ms, and 2 s at most in all.
 */
export function probeTiles(
  url: string,
  load: LoadImage = loadImage,
): { answered: Promise<boolean>; cancel: () => void } {
  if (tilesAnswered) return { answered: Promise.resolve(true), cancel: () => {} };
  let settle: (answered: boolean) => void = () => {};
  const answered = new Promise<boolean>((resolve) => (settle = resolve));
  const attempt = () =>
    load(url).then(
      () => {
        tilesAnswered = true;
        watchdog.tileLoaded();
        settle(true);
      },
      () => watchdog.tileFailed(),
    );
  const watchdog = createTileWatchdog({
    retry: () => void attempt(),
    onFallback: () => settle(false),
  });
  void attempt();
  return {
    answered,
    cancel: () => {
      watchdog.dispose();
      settle = () => {};
    },
  };
}

/** For tests: forget that the tile server answered. */
export const forgetTileAnswers = () => {
  tilesAnswered = false;
};
