import type { Beach } from '@shared/beaches';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The place a list of beaches measures from: a searched town or district, or "you". */
export interface MapOrigin extends LatLng {
  label: string;
}

/** A beach the maps can draw: the beach and its parsed position. */
export interface PlottedBeach {
  beach: Beach;
  position: LatLng;
}

export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const parseDegrees = (text: string | null, limit: number): number | null => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

/**
 * The API sends latitude and longitude as decimal strings; a blank, malformed or out-of-range
 * value, or the 0,0 placeholder of an unset pair, means "no position".
 */
export function parsePosition(beach: Pick<Beach, 'latitude' | 'longitude'>): LatLng | null {
  const lat = parseDegrees(beach.latitude, 90);
  const lng = parseDegrees(beach.longitude, 180);
  if (lat === null || lng === null || (lat === 0 && lng === 0)) return null;
  return { lat, lng };
}

/** Every beach with a position, in the order given, the border counties' too. */
export function plottableBeaches(beaches: readonly Beach[]): PlottedBeach[] {
  return beaches.flatMap((beach) => {
    const position = parsePosition(beach);
    return position ? [{ beach, position }] : [];
  });
}

export function boundsOf(positions: readonly LatLng[]): GeoBounds | null {
  if (positions.length === 0) return null;
  return positions.reduce<GeoBounds>(
    (bounds, { lat, lng }) => ({
      south: Math.min(bounds.south, lat),
      west: Math.min(bounds.west, lng),
      north: Math.max(bounds.north, lat),
      east: Math.max(bounds.east, lng),
    }),
    { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity },
  );
}

/** "50.4719° N, 3.5011° W": the way a walker reads a position off a sign or a GPS. */
export function formatPosition({ lat, lng }: LatLng): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(lat, 'N', 'S')}, ${part(lng, 'E', 'W')}`;
}
