import { amenityFlags, type AmenityFlag } from '@shared/beaches';
import { formatWeekdayDayMonth } from '@shared/dog-rules';
import { parseLocalDate, type LocalDate } from '@shared/london-time';
import {
  accessOptionLabels,
  amenityLabels,
  beachTypeLabels,
  minRatingLabel,
  withinLabel,
} from './filter-options';
import type { BeachFilters } from './list-state';

export type FilterKey =
  | 'search'
  | 'location'
  | 'accessType'
  | 'beachType'
  | 'dogsAllowedNow'
  | 'dogsAllowedOn'
  | 'offLeadAllYear'
  | 'within'
  | 'minRating'
  | AmenityFlag;

/** The words of the dog toggles, on their toggles and their chips alike. */
export const dogFilterLabels = {
  dogsAllowedNow: 'Dogs allowed now',
  offLeadAllYear: 'Off-lead all year',
} as const;
export type DogFilterKey = keyof typeof dogFilterLabels;
export const dogFilterKeys = Object.keys(dogFilterLabels) as DogFilterKey[];

/** "Dogs allowed Sat 18 Jul": the day filter's chip. */
export const dogDayLabel = (day: LocalDate) => `Dogs allowed ${formatWeekdayDayMonth(day)}`;

export interface ActiveFilter {
  key: FilterKey;
  label: string;
}

/** What is on, in words, for the chips that show it and clear it with one tap. */
export function activeFilters(filters: BeachFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  const search = filters.search.trim();
  if (search) active.push({ key: 'search', label: `“${search}”` });
  if (filters.location) active.push({ key: 'location', label: filters.location });
  if (filters.accessType) {
    active.push({ key: 'accessType', label: accessOptionLabels[filters.accessType] });
  }
  if (filters.beachType)
    active.push({ key: 'beachType', label: beachTypeLabels[filters.beachType] });
  for (const flag of amenityFlags) {
    if (filters.amenities[flag]) active.push({ key: flag, label: amenityLabels[flag] });
  }
  const day = filters.dogsAllowedOn ? parseLocalDate(filters.dogsAllowedOn) : null;
  if (day) active.push({ key: 'dogsAllowedOn', label: dogDayLabel(day) });
  for (const key of dogFilterKeys) {
    if (filters[key]) active.push({ key, label: dogFilterLabels[key] });
  }
  if (filters.within !== null) active.push({ key: 'within', label: withinLabel(filters.within) });
  if (filters.minRating > 0)
    active.push({ key: 'minRating', label: minRatingLabel(filters.minRating) });
  return active;
}

/** The filters with one of them back at its default. */
export function withoutFilter(filters: BeachFilters, key: FilterKey): BeachFilters {
  switch (key) {
    case 'search':
      return { ...filters, search: '' };
    case 'location':
    case 'accessType':
    case 'beachType':
      return { ...filters, [key]: null };
    case 'dogsAllowedOn':
      return { ...filters, dogsAllowedOn: null };
    case 'dogsAllowedNow':
    case 'offLeadAllYear':
      return { ...filters, [key]: false };
    case 'within':
      return { ...filters, within: null };
    case 'minRating':
      return { ...filters, minRating: 0 };
    default:
      return { ...filters, amenities: { ...filters.amenities, [key]: false } };
  }
}

/** Every filter off, the search empty; the sort stays, since it only orders the list. */
export const withoutAnyFilter = (filters: BeachFilters): BeachFilters =>
  activeFilters(filters).reduce((cleared, { key }) => withoutFilter(cleared, key), filters);
