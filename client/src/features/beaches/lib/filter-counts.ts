import { useMemo } from 'react';
import { amenityFlags, type AmenityFlag } from '@shared/beaches';
import type { ListableBeach } from '@shared/beach-list';
import { dogsAllowedOn, dogsMayGo, offLeadAllYear } from '@shared/dog-rules';
import { listDayChoices } from '@shared/list-day';
import { parseLocalDate } from '@shared/london-time';
import { minRatingOptions } from './filter-options';

/** How many beaches of the whole catalogue each option would match, for the option labels. */
export interface FilterCounts {
  total: number;
  location: Record<string, number>;
  accessType: Record<string, number>;
  beachType: Record<string, number>;
  amenities: Record<AmenityFlag, number>;
  dogsAllowedNow: number;
  /** By day (YYYY-MM-DD): today, tomorrow, the coming Saturday and the chosen day. */
  dogsAllowedOn: Record<string, number>;
  offLeadAllYear: number;
  minRating: Record<string, number>;
}

const increment = (counts: Record<string, number>, key: string | null) => {
  if (key !== null) counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * Counts from the data itself, never fixed figures, over the whole list so a label does not
 * change under the user's finger as they filter.
 */
export function countFilterOptions(
  beaches: readonly ListableBeach[],
  now = new Date(),
  chosenDay: string | null = null,
): FilterCounts {
  const days = new Set(Object.values(listDayChoices(now)));
  if (chosenDay) days.add(chosenDay);
  const dayDates = [...days].flatMap((day) => {
    const date = parseLocalDate(day);
    return date ? [{ day, date }] : [];
  });
  const counts: FilterCounts = {
    total: beaches.length,
    location: {},
    accessType: {},
    beachType: {},
    amenities: {
      hasParking: 0,
      hasFacilities: 0,
      hasFreshWater: 0,
      hasBeachCafe: 0,
      hasLifeguards: 0,
      hasDogWalks: 0,
    },
    dogsAllowedNow: 0,
    dogsAllowedOn: Object.fromEntries(dayDates.map(({ day }) => [day, 0])),
    offLeadAllYear: 0,
    minRating: {},
  };
  for (const beach of beaches) {
    increment(counts.location, beach.location);
    increment(counts.accessType, beach.accessType);
    increment(counts.beachType, beach.beachType);
    for (const flag of amenityFlags) if (beach[flag]) counts.amenities[flag] += 1;
    // The same rule as the dogsAllowedNow filter in shared/beach-list.ts.
    if (dogsMayGo(beach.dogStatus.state)) counts.dogsAllowedNow += 1;
    for (const { day, date } of dayDates) {
      if (dogsAllowedOn(beach, date)) counts.dogsAllowedOn[day]! += 1;
    }
    if (offLeadAllYear(beach)) counts.offLeadAllYear += 1;
    for (const rating of minRatingOptions) {
      if (beach.averageRating >= rating) increment(counts.minRating, String(rating));
    }
  }
  return counts;
}

/** "South Devon (49)"; a missing key is a zero, not a blank. */
export const withCount = (label: string, counts: Record<string, number>, key: string) =>
  `${label} (${counts[key] ?? 0})`;

/**
 * `countFilterOptions` for a list page's labels, made again only when the catalogue or the day
 * changes. Call it in a component below the one that sorts the list (`useBeachList`): each
 * component's render is one unit of React's work, so while a page hydrates, the counts (some 8 ms
 * on a desktop) and the sort are done in separate slices rather than in one long task.
 */
export function useFilterCounts(
  catalogue: readonly ListableBeach[] | undefined,
  day: string | null,
): FilterCounts | undefined {
  return useMemo(
    () => catalogue && countFilterOptions(catalogue, undefined, day),
    [catalogue, day],
  );
}
