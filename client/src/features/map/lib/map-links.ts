import type { Beach } from '@shared/beaches';
import type { GeoBounds, LatLng } from './coordinates';

/** The beach page by slug, or by id when there is no slug. */
export const beachPath = (beach: Pick<Beach, 'id' | 'slug'>) =>
  `/beach/${encodeURIComponent(beach.slug || String(beach.id))}`;

/** Directions by coordinates, or by name and location when the beach has none. */
export function directionsUrl(
  beach: Pick<Beach, 'name' | 'location'>,
  position: LatLng | null,
): string {
  const destination = position
    ? `${position.lat},${position.lng}`
    : `${beach.name}, ${beach.location}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

export const openInMapsUrl = ({ lat, lng }: LatLng, zoom = 15) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;

const round = (value: number) => Number(value.toFixed(4));

/** OpenStreetMap's embeddable view of an area, with an optional pin (the fallback's Map View). */
export function osmEmbedUrl(bounds: GeoBounds, marker?: LatLng): string {
  const bbox = [bounds.west, bounds.south, bounds.east, bounds.north].map(round).join(',');
  const pin = marker ? `&marker=${round(marker.lat)},${round(marker.lng)}` : '';
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik${pin}`;
}

/** Widens a box so a single beach or a tight cluster still shows its stretch of coast. */
export function paddedBounds(bounds: GeoBounds, minimumSpan = 0.02): GeoBounds {
  const padLat = Math.max((minimumSpan - (bounds.north - bounds.south)) / 2, 0) + 0.01;
  const padLng = Math.max((minimumSpan - (bounds.east - bounds.west)) / 2, 0) + 0.01;
  return {
    south: bounds.south - padLat,
    north: bounds.north + padLat,
    west: bounds.west - padLng,
    east: bounds.east + padLng,
  };
}
