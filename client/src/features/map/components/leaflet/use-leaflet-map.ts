import { useEffect, useRef, useState } from 'react';
import type { LatLng } from '../../lib/coordinates';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { createTileWatchdog } from '../../lib/tile-watchdog';
import { L, OSM_ATTRIBUTION, OSM_TILE_URL } from './leaflet-setup';

/**
 * A Leaflet map on OpenStreetMap tiles inside `container`, watched by the tile watchdog: when the
 * tiles cannot load in time `onTilesUnavailable` is called (once) and the caller swaps in the
 * schematic fallback. Returns the map once it exists.
 */
export function useLeafletMap(
  container: React.RefObject<HTMLDivElement | null>,
  {
    center,
    zoom,
    onTilesUnavailable,
  }: { center: LatLng; zoom: number; onTilesUnavailable: () => void },
): L.Map | null {
  const [map, setMap] = useState<L.Map | null>(null);
  const onUnavailable = useRef(onTilesUnavailable);
  const initialView = useRef({ center, zoom });

  useEffect(() => {
    onUnavailable.current = onTilesUnavailable;
  }, [onTilesUnavailable]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const still = prefersReducedMotion();
    const created = L.map(element, {
      center: [initialView.current.center.lat, initialView.current.center.lng],
      zoom: initialView.current.zoom,
      // A map in the middle of a long page must not swallow the page's scrolling: the wheel
      // zooms only after the user has clicked or focused the map.
      scrollWheelZoom: false,
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
      inertia: !still,
    });
    const enableWheel = () => created.scrollWheelZoom.enable();
    const disableWheel = () => created.scrollWheelZoom.disable();
    created.on('click focus', enableWheel);
    created.on('blur mouseout', disableWheel);

    const tiles = L.tileLayer(OSM_TILE_URL, { attribution: OSM_ATTRIBUTION, maxZoom: 19 });
    const watchdog = createTileWatchdog({
      retry: () => tiles.redraw(),
      onFallback: () => onUnavailable.current(),
    });
    tiles.on('tileload', watchdog.tileLoaded);
    tiles.on('tileerror', watchdog.tileFailed);
    tiles.addTo(created);
    // The page may resize the map after it is drawn (a sidebar, a rotated phone): Leaflet must
    // be told, or it leaves grey bands and mis-centres the view.
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => created.invalidateSize({ animate: false }));
    resizes?.observe(element);
    setMap(created);

    return () => {
      resizes?.disconnect();
      watchdog.dispose();
      created.remove();
      setMap(null);
    };
  }, [container]);

  return map;
}
