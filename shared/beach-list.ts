import { amenityFlags, type BeachListQuery, type BeachSortOrder, type DogRule } from './beaches';
import { dogsAllowedOn, dogsMayGo, offLeadAllYear, type DogState } from './dog-rules';
import { compareEnglish } from './english-order';
import { parseLocalDate } from './london-time';

/** The fields the list filters and sorts read; both the API and the client's list pages use it. */
export interface ListableBeach {
  name: string;
  location: string;
  description: string;
  accessType: string;
  beachType: string | null;
  averageRating: number;
  totalReviews: number;
  hasParking: boolean;
  hasFacilities: boolean;
  hasFreshWater: boolean;
  hasBeachCafe: boolean;
  hasLifeguards: boolean;
  hasDogWalks: boolean;
  dogRule: DogRule | null;
  dogStatus: { state: DogState };
}

const accessOrder: Record<string, number> = { 'year-round': 0, seasonal: 1, restricted: 2 };
const accessRank = (accessType: string) => accessOrder[accessType] ?? 3;

const byName = (a: ListableBeach, b: ListableBeach) => compareEnglish(a.name, b.name, 'base');

const comparators: Record<BeachSortOrder, (a: ListableBeach, b: ListableBeach) => number> = {
  rating: (a, b) =>
    b.averageRating - a.averageRating || b.totalReviews - a.totalReviews || byName(a, b),
  reviews: (a, b) =>
    b.totalReviews - a.totalReviews || b.averageRating - a.averageRating || byName(a, b),
  name: byName,
  location: (a, b) => compareEnglish(a.location, b.location) || byName(a, b),
  access: (a, b) => accessRank(a.accessType) - accessRank(b.accessType) || byName(a, b),
};

export function matchesBeachQuery(beach: ListableBeach, query: BeachListQuery): boolean {
  const search = query.search?.trim().toLowerCase();
  if (
    search &&
    !beach.name.toLowerCase().includes(search) &&
    !beach.location.toLowerCase().includes(search) &&
    !beach.description.toLowerCase().includes(search)
  ) {
    return false;
  }
  if (query.location && beach.location !== query.location) return false;
  if (query.accessType && beach.accessType !== query.accessType) return false;
  if (query.beachType && beach.beachType !== query.beachType) return false;
  for (const flag of amenityFlags) {
    if (query[flag] === true && !beach[flag]) return false;
  }
  if (
    query.minRating !== undefined &&
    query.minRating > 0 &&
    beach.averageRating < query.minRating
  ) {
    return false;
  }
  if (query.dogsAllowedNow === true && !dogsMayGo(beach.dogStatus.state)) return false;
  const day = query.dogsAllowedOn ? parseLocalDate(query.dogsAllowedOn) : null;
  if (day && !dogsAllowedOn(beach, day)) return false;
  if (query.offLeadAllYear === true && !offLeadAllYear(beach)) return false;
  return true;
}

export function sortBeaches<T extends ListableBeach>(
  beaches: readonly T[],
  sortBy: BeachSortOrder,
): T[] {
  return [...beaches].sort(comparators[sortBy]);
}

/** Filters and sorts; the API's default order is by name, as on the all-beaches page. */
export function queryBeaches<T extends ListableBeach>(
  beaches: readonly T[],
  query: BeachListQuery,
  defaultSort: BeachSortOrder = 'name',
): T[] {
  return sortBeaches(
    beaches.filter((beach) => matchesBeachQuery(beach, query)),
    query.sortBy ?? defaultSort,
  );
}
