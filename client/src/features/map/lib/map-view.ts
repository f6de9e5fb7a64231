import type { GeoBounds, LatLng } from './coordinates';
import { boundsOf } from './coordinates';

/** The map opens about 50.72 N, 3.53 W at zoom 8 (the region), and at zoom 15 on one beach. */
export const DEFAULT_CENTER: LatLng = { lat: 50.72, lng: -3.53 };
export const DEFAULT_ZOOM = 8;
export const BEACH_ZOOM = 15;
/** Zoom for a list that holds a single beach: close enough to see the bay, not just the sand. */
export const SINGLE_BEACH_ZOOM = 13;

/** Beyond this spread the beaches cover most of the region and the default view fits them. */
const REGIONAL_SPAN = { lat: 0.5, lng: 0.8 };

export type InitialView =
  | { kind: 'default'; center: LatLng; zoom: number }
  | { kind: 'point'; center: LatLng; zoom: number }
  | { kind: 'fit'; bounds: GeoBounds };

const contains = (outer: GeoBounds, inner: GeoBounds) =>
  outer.south <= inner.south &&
  outer.north >= inner.north &&
  outer.west <= inner.west &&
  outer.east >= inner.east;

/**
 * Where a map of many beaches opens: the default view of the whole region when it shows them all
 * (`defaultViewBounds`: what the default view covers at the map's size), else the beaches framed,
 * so a small phone map or a filtered handful (Torbay only) hides none of them.
 */
export function chooseInitialView(
  positions: readonly LatLng[],
  defaultViewBounds?: GeoBounds,
): InitialView {
  const bounds = boundsOf(positions);
  if (!bounds) return { kind: 'default', center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  if (bounds.north === bounds.south && bounds.east === bounds.west) {
    return { kind: 'point', center: positions[0]!, zoom: SINGLE_BEACH_ZOOM };
  }
  const regional =
    bounds.north - bounds.south > REGIONAL_SPAN.lat ||
    bounds.east - bounds.west > REGIONAL_SPAN.lng;
  const defaultShowsAll = !defaultViewBounds || contains(defaultViewBounds, bounds);
  return regional && defaultShowsAll
    ? { kind: 'default', center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM }
    : { kind: 'fit', bounds };
}
