import {
  amenityFlags,
  type AmenityFlag,
  type Area,
  type BeachListQuery,
  type BeachSortOrder,
  type BeachType,
} from '@shared/beaches';
import { listDayRange, parseListDay } from '@shared/list-day';
import { withinMilesOptions, type WithinMiles } from '@shared/near-me';
import { findPlace } from '@shared/places';
import {
  accessOptions,
  beachTypeOptions,
  defaultSort,
  locationOptions,
  minRatingOptions,
  sortOptions,
  type AccessFilter,
  type ListPage,
  type ListSortOrder,
} from './filter-options';

export type ListView = 'grid' | 'list';

/**
 * What narrows and orders a list (docs/product.md, "Filters, sort and the URL"). `within` and the
 * `distance` sort only act while a location is set; the location itself is never part of this
 * state or the URL, only a typed place name or postcode (`search`).
 */
export interface BeachFilters {
  search: string;
  location: Area | null;
  accessType: AccessFilter | null;
  beachType: BeachType | null;
  amenities: Record<AmenityFlag, boolean>;
  dogsAllowedNow: boolean;
  /** The day dogs must be allowed (on all or part of the beach) at some time, YYYY-MM-DD. */
  dogsAllowedOn: string | null;
  offLeadAllYear: boolean;
  within: WithinMiles | null;
  minRating: number;
  sortBy: ListSortOrder;
}

export interface ListState {
  filters: BeachFilters;
  page: number;
  view: ListView;
}

/** Short, readable query names: ?parking=1&cafe=1 rather than ?hasParking=true. */
export const amenityParams: Record<AmenityFlag, string> = {
  hasParking: 'parking',
  hasFacilities: 'facilities',
  hasFreshWater: 'water',
  hasBeachCafe: 'cafe',
  hasLifeguards: 'lifeguards',
  hasDogWalks: 'walks',
};

const noAmenities = (): Record<AmenityFlag, boolean> => ({
  hasParking: false,
  hasFacilities: false,
  hasFreshWater: false,
  hasBeachCafe: false,
  hasLifeguards: false,
  hasDogWalks: false,
});

/** Everything "all" or off, rating 0, no search; the sort is the page's own. */
export const defaultFilters = (page: ListPage): BeachFilters => ({
  search: '',
  location: null,
  accessType: null,
  beachType: null,
  amenities: noAmenities(),
  dogsAllowedNow: false,
  dogsAllowedOn: null,
  offLeadAllYear: false,
  within: null,
  minRating: 0,
  sortBy: defaultSort[page],
});

export const defaultListState = (page: ListPage): ListState => ({
  filters: defaultFilters(page),
  page: 1,
  view: 'grid',
});

/** "South Devon" <-> "south-devon" */
export const areaSlug = (area: string) => area.toLowerCase().replace(/\s+/g, '-');

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  text === null ? null : (values.find((value) => value === text.trim().toLowerCase()) ?? null);

const isOn = (text: string | null) => text === '1' || text === 'true';

const maxSearchLength = 200;

/**
 * Reads a list's state from its URL query; anything unknown or malformed falls back to the
 * default, and so does a day before today (in London) or more than a year ahead.
 */
export function parseListState(
  params: URLSearchParams,
  page: ListPage,
  now = new Date(),
): ListState {
  const defaults = defaultListState(page);
  const locationText = params.get('location');
  const location =
    locationText === null
      ? null
      : (locationOptions.find((area) => areaSlug(area) === areaSlug(locationText.trim())) ?? null);
  const rating = Number(params.get('rating'));
  const within = Number(params.get('within'));
  const pageNumber = Number(params.get('page'));
  const amenities = noAmenities();
  for (const flag of amenityFlags) amenities[flag] = isOn(params.get(amenityParams[flag]));

  return {
    filters: {
      search: (params.get('q') ?? '').slice(0, maxSearchLength),
      location,
      accessType: oneOf(accessOptions, params.get('access')),
      beachType: oneOf(beachTypeOptions, params.get('type')),
      amenities,
      dogsAllowedNow: isOn(params.get('now')),
      // `today=1` is how older links asked for today.
      dogsAllowedOn:
        parseListDay(params.get('dogsAllowedOn'), now) ??
        (isOn(params.get('today')) ? listDayRange(now).first : null),
      offLeadAllYear: isOn(params.get('offlead')),
      within: withinMilesOptions.find((option) => option === within) ?? null,
      minRating: minRatingOptions.find((option) => option === rating) ?? 0,
      // `sortBy` is the API's name for it: a hand-written ?sortBy=distance works too.
      sortBy:
        oneOf(sortOptions[page], params.get('sort') ?? params.get('sortBy')) ??
        defaults.filters.sortBy,
    },
    page: Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The query for a state, leaving out every default so a plain list has a plain URL. */
export function serializeListState(state: ListState, page: ListPage): URLSearchParams {
  const { filters } = state;
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search);
  if (filters.location) params.set('location', areaSlug(filters.location));
  if (filters.accessType) params.set('access', filters.accessType);
  if (filters.beachType) params.set('type', filters.beachType);
  for (const flag of amenityFlags) {
    if (filters.amenities[flag]) params.set(amenityParams[flag], '1');
  }
  if (filters.dogsAllowedNow) params.set('now', '1');
  if (filters.dogsAllowedOn) params.set('dogsAllowedOn', filters.dogsAllowedOn);
  if (filters.offLeadAllYear) params.set('offlead', '1');
  if (filters.within !== null) params.set('within', String(filters.within));
  if (filters.minRating > 0) params.set('rating', String(filters.minRating));
  if (filters.sortBy !== defaultSort[page]) params.set('sort', filters.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view !== 'grid') params.set('view', state.view);
  return params;
}

/**
 * The same filters on the all-beaches page (home's "View All Beaches"), from its first page. A sort
 * the user chose on home goes along when the list offers it; home's own default does not.
 */
export function allBeachesHref(filters: BeachFilters): string {
  const chosen = filters.sortBy !== defaultSort.home && sortOptions.all.includes(filters.sortBy);
  const sortBy = chosen ? filters.sortBy : defaultSort.all;
  const query = serializeListState(
    { filters: { ...filters, sortBy }, page: 1, view: 'grid' },
    'all',
  );
  const text = query.toString();
  return text ? `/beaches?${text}` : '/beaches';
}

/**
 * The one filter+sort function's query (shared/beach-list.ts) for these filters. The distance sort
 * is the browser's own (lib/nearby.ts): the query then carries the page's default order, which
 * also orders beaches at the same distance and the list when no location is set.
 */
export function toBeachListQuery(filters: BeachFilters, page: ListPage): BeachListQuery {
  const sortBy: BeachSortOrder = filters.sortBy === 'distance' ? defaultSort[page] : filters.sortBy;
  const query: BeachListQuery = { sortBy };
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.location) query.location = filters.location;
  if (filters.accessType) query.accessType = filters.accessType;
  if (filters.beachType) query.beachType = filters.beachType;
  for (const flag of amenityFlags) {
    if (filters.amenities[flag]) query[flag] = true;
  }
  if (filters.dogsAllowedNow) query.dogsAllowedNow = true;
  if (filters.dogsAllowedOn) query.dogsAllowedOn = filters.dogsAllowedOn;
  if (filters.offLeadAllYear) query.offLeadAllYear = true;
  if (filters.minRating > 0) query.minRating = filters.minRating;
  return query;
}

/**
 * The filters with a new search. A postcode or town is a location: the list then sorts
 * by distance from it, and the user can still choose another order afterwards.
 */
export const withSearch = (filters: BeachFilters, search: string): BeachFilters => ({
  ...filters,
  search,
  sortBy: findPlace(search) ? 'distance' : filters.sortBy,
});

/** One filter a visitor sets: a field of the filters, or one amenity. */
export type FilterName = Exclude<keyof BeachFilters, 'amenities'> | AmenityFlag;

/**
 * A change made from the filters a render showed (`shown` → `next`), applied onto the filters as
 * they are when it lands (`current`): only what it changed, amenity by amenity, and `named`
 * even when the render already showed its value. A tap can land before the previous one has
 * rendered, and must neither undo that one (Parking, then Cafe) nor be lost because the render
 * still shows the value it sets (Today, Tomorrow, then back to today).
 */
export function applyFilterChange(
  current: BeachFilters,
  shown: BeachFilters,
  next: BeachFilters,
  named?: FilterName,
): BeachFilters {
  const applies = <T extends object>(before: T, after: T, key: keyof T) =>
    key === named || !Object.is(before[key], after[key]);
  const fields = (Object.keys(next) as (keyof BeachFilters)[]).filter(
    (key) => key !== 'amenities' && applies(shown, next, key),
  );
  const flags = amenityFlags.filter((flag) => applies(shown.amenities, next.amenities, flag));
  return {
    ...current,
    ...Object.fromEntries(fields.map((key) => [key, next[key]])),
    amenities: {
      ...current.amenities,
      ...Object.fromEntries(flags.map((flag) => [flag, next.amenities[flag]])),
    },
  };
}
