import { Suspense, type ReactNode } from 'react';
import { MapErrorBoundary } from './map-error-boundary';
import { MapSkeleton } from './map-skeleton';
import { MapUnavailable } from './map-unavailable';
import type { useMapMode } from './use-map-mode';

/**
 * A map with something to plot, as its `mode` (useMapMode's) has it: the outline, the tile map, or
 * the fallback, each loading behind the outline. A tile map that fails falls back; a new attempt
 * mounts it afresh.
 */
export function MapStage({
  mode: { shown, attempt, fallBack },
  skeletonClassName,
  tiles,
  fallback,
}: {
  mode: ReturnType<typeof useMapMode>;
  /** The outline's size, shaped like the map it stands for. */
  skeletonClassName: string;
  tiles: ReactNode;
  fallback: ReactNode;
}) {
  const outline = <MapSkeleton className={skeletonClassName} />;
  // SSR renders the outline only (client/src/entry-server.tsx): Leaflet needs a window.
  // The page hydrates with it, then probes whether the tiles respond.
  if (shown === 'outline') return outline;
  return shown === 'tiles' ? (
    <MapErrorBoundary key={attempt} onError={fallBack}>
      <Suspense fallback={outline}>{tiles}</Suspense>
    </MapErrorBoundary>
  ) : (
    <MapErrorBoundary fallback={<MapUnavailable />}>
      <Suspense fallback={outline}>{fallback}</Suspense>
    </MapErrorBoundary>
  );
}
