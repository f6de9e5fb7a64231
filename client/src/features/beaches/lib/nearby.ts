import { queryBeaches, type ListableBeach } from '@shared/beach-list';
import type { LatLng } from '@shared/geo';
import { sortByDistance, withDistances, withinMiles } from '@shared/near-me';
import { findPlace } from '@shared/places';
import { defaultSort, type ListPage } from './filter-options';
import { toBeachListQuery, type BeachFilters } from './list-state';

export interface Origin extends LatLng {
  /** "EX39", "Bideford", or "you" for the browser's own position. */
  label: string;
  source: 'search' | 'device';
}

export interface NearbyList<T> {
  beaches: T[];
  /** Miles from the origin by beach id, while there is an origin. */
  miles: Map<number, number> | null;
  origin: Origin | null;
}

interface MappableBeach extends ListableBeach {
  id: number;
  latitude: string | null;
  longitude: string | null;
}

/**
 * The place the search text stands for, if the list should measure from it. A postcode district
 * is always a place (no beach is called EX39). A whole town name is a place too, but when some
 * beach is named after it ("Woolacombe", "Beer") the text also keeps searching: the visitor sees
 * those beaches, with their distances, nearest first, rather than every beach near the town,
 * because typing a beach's name most often means that beach. The unambiguous start of a town's
 * name counts only when the text finds no beach at all, so typing a beach's name never turns into
 * a location halfway.
 */
function searchPlace(beaches: readonly MappableBeach[], search: string) {
  const match = findPlace(search);
  if (!match) return null;
  const text = search.trim().toLowerCase();
  const named = beaches.some((beach) => beach.name.toLowerCase().includes(text));
  if (match.place.kind === 'postcode') return { place: match.place, keepSearch: false };
  if (match.how === 'exact') return { place: match.place, keepSearch: named };
  const found = queryBeaches(beaches, { search: text });
  return found.length === 0 ? { place: match.place, keepSearch: false } : null;
}

/**
 * The list a page shows: the shared filters and sort first, then, when there is a location (a
 * typed place first, else the browser's position), the distances, "Within" and the distance sort.
 */
export function listBeaches<T extends MappableBeach>(
  beaches: readonly T[],
  filters: BeachFilters,
  page: ListPage,
  device: LatLng | null,
): NearbyList<T> {
  const typed = filters.search.trim() ? searchPlace(beaches, filters.search) : null;
  const query = toBeachListQuery(
    typed && !typed.keepSearch ? { ...filters, search: '' } : filters,
    page,
  );
  const listed = queryBeaches(beaches, query, defaultSort[page]);
  const origin: Origin | null = typed
    ? { lat: typed.place.lat, lng: typed.place.lng, label: typed.place.name, source: 'search' }
    : device
      ? { ...device, label: 'you', source: 'device' }
      : null;
  if (!origin) return { beaches: listed, miles: null, origin: null };

  let located = withDistances(listed, origin);
  if (filters.within !== null) located = withinMiles(located, filters.within);
  if (filters.sortBy === 'distance') located = sortByDistance(located);
  const miles = new Map<number, number>();
  for (const { beach, miles: distance } of located) {
    if (distance !== null) miles.set(beach.id, distance);
  }
  return { beaches: located.map(({ beach }) => beach), miles, origin };
}

/** "Beaches near EX39", "Beaches near you". */
export const nearHeading = (origin: Origin) => `Beaches near ${origin.label}`;
