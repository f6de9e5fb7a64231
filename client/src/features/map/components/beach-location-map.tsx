import { Map as MapIcon, MapPinOff, Navigation } from 'lucide-react';
import { useMemo } from 'react';
import type { Beach } from '@shared/beaches';
import { parsePosition } from '../lib/coordinates';
import { directionsUrl, openInMapsUrl } from '../lib/map-links';
import { BEACH_ZOOM } from '../lib/map-view';
import { centreTileUrl } from '../lib/tile-probe';
import {
  LeafletLocationMap,
  LocationFallbackMap,
  loadLeafletLocationMap,
  loadLocationFallbackMap,
} from './lazy-parts';
import { MapStage } from './map-stage';
import { useMapMode } from './use-map-mode';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold';

/**
 * A beach's own map (beach page, left column): zoom 15 on its position, its postcode, and
 * Directions and Open in Maps buttons; the schematic fallback when tiles cannot load.
 */
export function BeachLocationMap({ beach }: { beach: Beach }) {
  const { latitude, longitude } = beach;
  const position = useMemo(() => parsePosition({ latitude, longitude }), [latitude, longitude]);
  const mode = useMapMode({
    tileUrl: position ? centreTileUrl(position, BEACH_ZOOM) : null,
    loadTiles: loadLeafletLocationMap,
    loadFallback: loadLocationFallbackMap,
  });

  return (
    <div role="group" aria-label={`Location of ${beach.name}`} className="isolate space-y-3">
      {!position ? (
        <div className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-xl border border-line bg-sand-50 p-4 text-center">
          <MapPinOff aria-hidden="true" className="size-7 text-sea-400" />
          <p className="text-sm text-ink-muted">There is no map position for this beach yet.</p>
        </div>
      ) : (
        <MapStage
          mode={mode}
          skeletonClassName="h-64 sm:h-72"
          tiles={
            <LeafletLocationMap
              beach={beach}
              position={position}
              onTilesUnavailable={mode.fallBack}
            />
          }
          fallback={<LocationFallbackMap beach={beach} position={position} onRetry={mode.retry} />}
        />
      )}

      {beach.postcode && (
        <p className="text-sm text-ink">
          <span className="font-semibold">Postcode:</span> {beach.postcode}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <a
          href={directionsUrl(beach, position)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass} bg-sea-600 text-white hover:bg-sea-700`}
        >
          <Navigation aria-hidden="true" className="size-4" />
          Directions
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a
          href={
            position
              ? openInMapsUrl(position)
              : `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${beach.name}, ${beach.location}`)}`
          }
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass} border border-sea-600 bg-white text-sea-700 hover:bg-sea-50`}
        >
          <MapIcon aria-hidden="true" className="size-4" />
          Open in Maps
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
