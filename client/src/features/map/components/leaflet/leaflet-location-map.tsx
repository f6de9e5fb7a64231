import { useEffect, useRef } from 'react';
import type { Beach } from '@shared/beaches';
import type { LatLng } from '../../lib/coordinates';
import { BEACH_ZOOM } from '../../lib/map-view';
import { beachMarkerIcon } from './beach-marker';
import { L } from './leaflet-setup';
import { useLeafletMap } from './use-leaflet-map';

/** One beach at zoom 15, its marker in the middle. */
export function LeafletLocationMap({
  beach,
  position,
  onTilesUnavailable,
}: {
  beach: Pick<Beach, 'name' | 'accessType'>;
  position: LatLng;
  onTilesUnavailable: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container, { center: position, zoom: BEACH_ZOOM, onTilesUnavailable });
  const { name, accessType } = beach;

  useEffect(() => {
    if (!map) return;
    map.setView([position.lat, position.lng], BEACH_ZOOM, { animate: false });
    const marker = L.marker([position.lat, position.lng], {
      icon: beachMarkerIcon({ name, accessType }, 40),
      title: name,
      keyboard: false,
    }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, position, name, accessType]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={`Map of ${beach.name}`}
      className="h-64 w-full overflow-hidden rounded-xl border border-line bg-sea-50 sm:h-72"
    />
  );
}
