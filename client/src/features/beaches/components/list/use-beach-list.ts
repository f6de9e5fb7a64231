import { useDeferredValue, useMemo } from 'react';
import type { LatLng } from '@shared/geo';
import type { WithinMiles } from '@shared/near-me';
import { useBeaches } from '../../api/get-beaches';
import { setDeviceLocation, useDeviceLocation } from '@/lib/device-location';
import { withoutAnyFilter } from '../../lib/filter-chips';
import type { ListPage } from '../../lib/filter-options';
import type { BeachFilters } from '../../lib/list-state';
import { listBeaches } from '../../lib/nearby';
import { track } from '@/lib/analytics';
import type { FilterChange } from './filter-bar';
import { useListState } from './use-list-state';

/** How each list reports itself to analytics. */
const trackedPage: Record<ListPage, string> = { home: 'home', all: 'beaches' };

/**
 * A beach list page's state (home's or All beaches'): its choices in the URL (useListState's),
 * the catalogue filtered, sorted and measured from the visitor, and the changes a visitor makes,
 * each one reported to analytics. `afterChange` runs after a deliberate change (home scrolls to
 * its results); a search does so only when submitted. Its filter counts are
 * `useFilterCounts` (lib/filter-counts.ts).
 */
export function useBeachList(page: ListPage, afterChange?: () => void) {
  const list = useListState(page);
  const { filters } = list;
  const beaches = useBeaches();
  // The whole list arrives in one response: rendering it is a transition, done in slices between
  // which the phone stays responsive (its loading outline shows until then).
  const catalogue = useDeferredValue(beaches.data);
  const device = useDeviceLocation();

  const day = filters.dogsAllowedOn;
  const nearby = useMemo(
    () => catalogue && listBeaches(catalogue, filters, page, device),
    [catalogue, filters, page, device],
  );

  const changeFilters = (next: BeachFilters, change: FilterChange) => {
    list.setFilters(next, { named: change.name === 'all' ? undefined : change.name });
    track('filter', { filter: change.name, value: change.value, page: trackedPage[page] });
    afterChange?.();
  };

  const search = (text: string, how: 'typing' | 'submit' | 'clear') => {
    list.setSearch(text, { replace: how === 'typing' });
    if (how !== 'clear' && text.trim())
      track('search', { query: text.trim(), page: trackedPage[page] });
    if (how === 'submit') afterChange?.();
  };

  /** What Near me needs, on either page. */
  const nearMe = {
    origin: nearby?.origin ?? null,
    located: device !== null,
    within: filters.within,
    onWithin: (within: WithinMiles | null) =>
      changeFilters({ ...filters, within }, { name: 'within', value: String(within ?? 'any') }),
    onLocated: (position: LatLng) => {
      setDeviceLocation(position);
      list.updateFilters((current) => ({ ...current, sortBy: 'distance' }));
      track('filter', { filter: 'sortBy', value: 'distance', page: trackedPage[page] });
      afterChange?.();
    },
    onForget: () => setDeviceLocation(null),
  };

  /** What the filter bar needs, on either page. */
  const filterBar = {
    page,
    filters,
    onChange: changeFilters,
    hasLocation: Boolean(nearby?.origin),
  };

  const clearFilters = () =>
    changeFilters(withoutAnyFilter(filters), { name: 'all', value: 'off' });

  return {
    ...list,
    beaches,
    day,
    catalogue,
    nearby,
    results: nearby?.beaches,
    changeFilters,
    search,
    nearMe,
    filterBar,
    clearFilters,
  };
}
