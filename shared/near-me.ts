import { distanceMetres, type LatLng } from './geo';

/** The "Within" choices of the list pages, in miles. */
export const withinMilesOptions = [5, 10, 20, 50] as const;
export type WithinMiles = (typeof withinMilesOptions)[number];

const metresPerMile = 1609.344;

export const distanceMiles = (a: LatLng, b: LatLng) => distanceMetres(a, b) / metresPerMile;
export const distanceKm = (a: LatLng, b: LatLng) => distanceMetres(a, b) / 1000;

/** One decimal below 10, whole numbers beyond: "2.3 mi (3.7 km)", "37 mi (60 km)". */
const shortNumber = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

export const formatDistance = (miles: number) =>
  `${shortNumber(miles)} mi (${shortNumber(miles * (metresPerMile / 1000))} km)`;

/** A beach's stored position ("50.36512345" strings), or null when it has none or a bad one. */
export function beachPosition(beach: {
  latitude: string | null;
  longitude: string | null;
}): LatLng | null {
  if (beach.latitude === null || beach.longitude === null) return null;
  if (beach.latitude.trim() === '' || beach.longitude.trim() === '') return null;
  const lat = Number(beach.latitude);
  const lng = Number(beach.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export interface Located<T> {
  beach: T;
  /** Straight-line miles from the origin; null when the beach has no position. */
  miles: number | null;
}

export function withDistances<T extends { latitude: string | null; longitude: string | null }>(
  beaches: readonly T[],
  origin: LatLng,
): Located<T>[] {
  return beaches.map((beach) => {
    const position = beachPosition(beach);
    return { beach, miles: position ? distanceMiles(origin, position) : null };
  });
}

/** Only the beaches within `miles`; a beach without a position is never "within". */
export const withinMiles = <T>(located: readonly Located<T>[], miles: number) =>
  located.filter((entry) => entry.miles !== null && entry.miles <= miles);

/**
 * Nearest first; beaches without a position go last. The sort is stable, so equal distances keep
 * the order they came in (the page's own sort).
 */
export const sortByDistance = <T>(located: readonly Located<T>[]) =>
  [...located].sort((a, b) => {
    if (a.miles === null || b.miles === null) {
      return a.miles === null ? (b.miles === null ? 0 : 1) : -1;
    }
    return a.miles - b.miles;
  });
