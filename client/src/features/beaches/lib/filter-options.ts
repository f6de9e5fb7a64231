import type { AmenityFlag, Area, BeachSortOrder, BeachType } from '@shared/beaches';

/** The two pages that list beaches; each has its own sort choices and default. */
export type ListPage = 'home' | 'all';

/**
 * The API's orders plus `distance`, which only the browser can do: the location never leaves it,
 * so the API's closed set of sorts stays as it is.
 */
export type ListSortOrder = BeachSortOrder | 'distance';

/** `distance` is offered only while a location is set (see `sortChoices`). */
export const sortOptions: Record<ListPage, readonly ListSortOrder[]> = {
  home: ['rating', 'name', 'location', 'access', 'distance'],
  all: ['name', 'location', 'rating', 'reviews', 'distance'],
};

export const sortChoices = (page: ListPage, hasLocation: boolean) =>
  sortOptions[page].filter((sort) => hasLocation || sort !== 'distance');

export const defaultSort: Record<ListPage, BeachSortOrder> = { home: 'rating', all: 'name' };

export const sortLabels: Record<ListSortOrder, string> = {
  distance: 'Distance',
  rating: 'Highest rated',
  name: 'Name (A to Z)',
  location: 'Location',
  access: 'Dog access',
  reviews: 'Most reviews',
};

/**
 * The four Devon areas first, then Plymouth and the border counties, which have beaches too; both
 * pages offer the same list.
 */
export const locationOptions = [
  'South Devon',
  'North Devon',
  'Torbay',
  'East Devon',
  'Plymouth',
  'Cornwall',
  'Somerset',
  'Dorset',
] as const satisfies readonly Area[];

export const accessOptions = ['year-round', 'seasonal', 'restricted'] as const;
export type AccessFilter = (typeof accessOptions)[number];

export const accessOptionLabels: Record<AccessFilter, string> = {
  'year-round': 'Year-round',
  seasonal: 'Seasonal',
  restricted: 'Restricted',
};

/** The order of the home page's type tiles. */
export const beachTypeOptions = [
  'mixed',
  'sandy',
  'rocky',
  'pebble',
] as const satisfies readonly BeachType[];

export const beachTypeLabels: Record<BeachType, string> = {
  mixed: 'Mixed',
  sandy: 'Sandy',
  rocky: 'Rocky',
  pebble: 'Pebble',
};

export const amenityLabels: Record<AmenityFlag, string> = {
  hasParking: 'Parking',
  hasFacilities: 'Toilets',
  hasFreshWater: 'Fresh water',
  hasBeachCafe: 'Beach café',
  hasLifeguards: 'Lifeguards',
  hasDogWalks: 'Dog walks',
};

export const minRatingOptions = [3, 4, 4.5] as const;
export const minRatingLabel = (rating: number) => `${rating}+ stars`;

export const withinLabel = (miles: number) => `Within ${miles} miles`;
