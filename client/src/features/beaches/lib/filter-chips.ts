import { amenityFlags, type AmenityFlag } from '@shared/beaches';
import {
  accessOptionLabels,
  amenityLabels,
  beachTypeLabels,
  minRatingLabel,
} from './filter-options';
import type { BeachFilters } from './list-state';

export type FilterKey =
  'search' | 'location' | 'accessType' | 'beachType' | 'dogsAllowedNow' | 'minRating' | AmenityFlag;

export interface ActiveFilter {
  key: FilterKey;
  label: string;
}

/** What is on, in words, for the chips that show it and clear it with one tap (DESIGN.md). */
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
  if (filters.dogsAllowedNow) active.push({ key: 'dogsAllowedNow', label: 'Dogs allowed now' });
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
    case 'dogsAllowedNow':
      return { ...filters, dogsAllowedNow: false };
    case 'minRating':
      return { ...filters, minRating: 0 };
    default:
      return { ...filters, amenities: { ...filters.amenities, [key]: false } };
  }
}

/** Every filter off, the search empty; the sort stays, since it only orders the list. */
export const withoutAnyFilter = (filters: BeachFilters): BeachFilters =>
  activeFilters(filters).reduce((cleared, { key }) => withoutFilter(cleared, key), filters);
