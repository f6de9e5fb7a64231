import type { Beach } from '@shared/beaches';
import { accessMarkerStyle, markerSvg } from '../../lib/access-marker';
import { escapeHtml, L } from './leaflet-setup';

/** The smallest tap target a marker gets, whatever size it is drawn at. */
export const markerTapSize = 44;

/**
 * A beach's marker: Leaflet's default pin images break in a Vite build, so it is an inline SVG
 * (access colour, shape and glyph) with the name and access word for screen readers. It is drawn
 * `size` pixels wide and centred in a box of at least 44 px, the part a finger can hit.
 */
export function beachMarkerIcon(beach: Pick<Beach, 'name' | 'accessType'>, size = 30): L.DivIcon {
  const style = accessMarkerStyle(beach.accessType);
  const box = Math.max(size, markerTapSize);
  return L.divIcon({
    className: 'beach-marker',
    html:
      markerSvg(style, size) +
      `<span class="sr-only">${escapeHtml(beach.name)}: ${escapeHtml(style.label)}</span>`,
    iconSize: [box, box],
    iconAnchor: [box / 2, box / 2],
    popupAnchor: [0, -size / 2],
  });
}

/** A cluster of beaches: the brand colour, not an access colour, so it never reads as a status. */
export function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? markerTapSize : count < 50 ? 48 : 54;
  return L.divIcon({
    className: 'beach-cluster',
    html:
      `<span aria-hidden="true" class="flex size-full items-center justify-center rounded-full border-[3px] border-white bg-sea-700 text-sm font-bold text-white shadow-md">${count}</span>` +
      `<span class="sr-only">${count} beaches here, zoom in</span>`,
    iconSize: [size, size],
  });
}
