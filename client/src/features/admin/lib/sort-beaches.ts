import type { Beach } from '@shared/beaches';

/** Photo Admin's sort keys and their labels. */
export const beachSortKeys = ['name', 'location', 'access'] as const;
export type BeachSortKey = (typeof beachSortKeys)[number];
export type SortDirection = 'asc' | 'desc';

export const beachSortLabels: Record<BeachSortKey, string> = {
  name: 'Name',
  location: 'Location',
  access: 'Access type',
};

/** The keys as a select's options. */
export const beachSortOptions = beachSortKeys.map((key) => ({
  value: key,
  label: beachSortLabels[key],
}));

export const isBeachSortKey = (value: string): value is BeachSortKey =>
  (beachSortKeys as readonly string[]).includes(value);

/** From most to least open to dogs; a type we do not know goes last. */
const accessTypeOrder = ['year-round', 'seasonal', 'restricted', 'no-dogs'];
const accessRank = (accessType: string) => {
  const rank = accessTypeOrder.indexOf(accessType);
  return rank === -1 ? accessTypeOrder.length : rank;
};

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

type Sortable = Pick<Beach, 'name' | 'location' | 'accessType'>;

const compareBy: Record<BeachSortKey, (a: Sortable, b: Sortable) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  location: (a, b) => collator.compare(a.location, b.location),
  access: (a, b) => accessRank(a.accessType) - accessRank(b.accessType),
};

/**
 * The beaches in a new array, by name, location or access type (year-round, seasonal, restricted,
 * no-dogs), ascending or descending. The direction applies to the key; beaches that tie on it stay
 * in name order A to Z, so the list does not shuffle when the direction flips.
 */
export function sortBeaches<T extends Sortable>(
  beaches: readonly T[],
  key: BeachSortKey,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...beaches].sort((a, b) => sign * compareBy[key](a, b) || compareBy.name(a, b));
}
