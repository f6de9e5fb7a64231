import { MapPin } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Beach } from '@shared/beaches';
import { plottableBeaches, type MapOrigin } from '../lib/coordinates';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../lib/map-view';
import { centreTileUrl } from '../lib/tile-probe';
import {
  BeachesFallbackMap,
  LeafletBeachesMap,
  loadBeachesFallbackMap,
  loadLeafletBeachesMap,
} from './lazy-parts';
import { MapStage } from './map-stage';
import { useMapMode } from './use-map-mode';

/** Who is on the map and where; a beach edited on the server gets a new updatedAt. */
const signatureOf = (beaches: readonly Beach[]) =>
  beaches.map((beach) => `${beach.id}@${beach.updatedAt}`).join(',');

/**
 * The plotted beaches, kept while the same beaches come in: the page re-renders (and rebuilds
 * its arrays) for many reasons, and none of them should reset the map the user has panned.
 */
function useStablePlotted(beaches: readonly Beach[]) {
  const signature = signatureOf(beaches);
  const [current, setCurrent] = useState(() => ({
    signature,
    plotted: plottableBeaches(beaches),
  }));
  if (current.signature !== signature) {
    const next = { signature, plotted: plottableBeaches(beaches) };
    setCurrent(next);
    return next.plotted;
  }
  return current.plotted;
}

const defaultHeight = 'h-[min(65vh,560px)]';
const firstTile = centreTileUrl(DEFAULT_CENTER, DEFAULT_ZOOM);

/**
 * The map of many beaches: Leaflet on OpenStreetMap tiles, or the schematic fallback when the
 * tiles (or Leaflet itself) cannot load. Every beach with a position is plotted, in the order
 * given.
 */
export function BeachesMap({
  beaches,
  origin = null,
  className,
}: {
  beaches: Beach[];
  /** Where the list measures from: marked on the map, which frames it with the nearest beaches. */
  origin?: MapOrigin | null;
  className?: string;
}) {
  // One object per place, so the map reframes when the place changes and not on every render.
  const { lat, lng, label } = origin ?? {};
  const place = useMemo(
    () => (lat !== undefined && lng !== undefined && label ? { lat, lng, label } : null),
    [lat, lng, label],
  );
  const plotted = useStablePlotted(beaches);
  const mode = useMapMode({
    tileUrl: plotted.length > 0 ? firstTile : null,
    loadTiles: loadLeafletBeachesMap,
    loadFallback: loadBeachesFallbackMap,
  });

  return (
    <section
      aria-label="Beach map"
      // The caller sizes the tile map (className); the fallback grows to its content instead,
      // so its list and card never hide behind a scrollbar inside the page.
      className={`isolate flex flex-col ${className ?? defaultHeight} ${mode.shown === 'fallback' ? 'h-auto!' : ''}`}
    >
      {plotted.length === 0 ? (
        <div className="flex min-h-48 flex-1 flex-col items-center justify-center gap-2 rounded-2xl border border-line bg-sand-50 p-6 text-center">
          <MapPin aria-hidden="true" className="size-8 text-sea-400" />
          <p className="font-semibold text-ink">No beaches to show on the map</p>
          <p className="text-sm text-ink-muted">Try adjusting your search criteria or filters</p>
        </div>
      ) : (
        <MapStage
          mode={mode}
          skeletonClassName="min-h-72 flex-1"
          tiles={
            <LeafletBeachesMap
              beaches={plotted}
              origin={place}
              onTilesUnavailable={mode.fallBack}
            />
          }
          fallback={<BeachesFallbackMap beaches={plotted} onRetry={mode.retry} />}
        />
      )}
    </section>
  );
}
