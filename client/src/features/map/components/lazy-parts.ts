import { lazy } from 'react';
import { importWithRetry } from '../lib/import-with-retry';

/** Starts a chunk's download once; later calls share it (so a warm-up and the render agree). */
const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
};

// Leaflet and the fallbacks are chunks of their own: none of it is in the page's bundle
// (issue: the home page's JS budget is before the map).
export const loadLeafletBeachesMap = once(() =>
  importWithRetry(() => import('./leaflet/leaflet-beaches-map')),
);
export const loadBeachesFallbackMap = once(() =>
  importWithRetry(() => import('./fallback/beaches-fallback-map')),
);
export const loadLeafletLocationMap = once(() =>
  importWithRetry(() => import('./leaflet/leaflet-location-map')),
);
export const loadLocationFallbackMap = once(() =>
  importWithRetry(() => import('./fallback/location-fallback-map')),
);

export const LeafletBeachesMap = lazy(() =>
  loadLeafletBeachesMap().then((module) => ({ default: module.LeafletBeachesMap })),
);
export const BeachesFallbackMap = lazy(() =>
  loadBeachesFallbackMap().then((module) => ({ default: module.BeachesFallbackMap })),
);
export const LeafletLocationMap = lazy(() =>
  loadLeafletLocationMap().then((module) => ({ default: module.LeafletLocationMap })),
);
export const LocationFallbackMap = lazy(() =>
  loadLocationFallbackMap().then((module) => ({ default: module.LocationFallbackMap })),
);
