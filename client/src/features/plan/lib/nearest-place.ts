import type { LatLng } from '@shared/geo';
import { distanceMiles } from '@shared/near-me';
import { allPlaces, type Place } from '@shared/places';

/**
 * The town or postcode district of our table nearest to a position. "Near me" plans from it, so
 * the address that is shared and sent holds a place's name, never the visitor's coordinates.
 */
export function nearestPlace(position: LatLng): { place: Place; miles: number } | null {
  let best: { place: Place; miles: number } | null = null;
  for (const place of allPlaces()) {
    const miles = distanceMiles(position, place);
    if (!best || miles < best.miles) best = { place, miles };
  }
  return best;
}
