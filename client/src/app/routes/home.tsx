import { useDeferredValue, useMemo, useRef } from 'react';
import { VerificationDialog } from '@/features/auth/components/verification-dialog';
import { useBeaches } from '@/features/beaches/api/get-beaches';
import { Hero } from '@/features/beaches/components/home/hero';
import { homeMapClass, HomeResults } from '@/features/beaches/components/home/home-results';
import { PlaceSuggestion } from '@/features/beaches/components/list/place-suggestion';
import { QuickFilters } from '@/features/beaches/components/home/quick-filters';
import { SiteIntro } from '@/features/beaches/components/home/site-intro';
import { StatsStrip } from '@/features/beaches/components/home/stats-strip';
import { TypeTiles } from '@/features/beaches/components/home/type-tiles';
import { useScrollToResults } from '@/features/beaches/components/home/use-scroll-to-results';
import { ActiveFilters } from '@/features/beaches/components/list/active-filters';
import { FilterBar, type FilterChange } from '@/features/beaches/components/list/filter-bar';
import { useListState } from '@/features/beaches/components/list/use-list-state';
import { withoutAnyFilter } from '@/features/beaches/lib/filter-chips';
import { setDeviceLocation, useDeviceLocation } from '@/features/beaches/lib/device-location';
import { countFilterOptions } from '@/features/beaches/lib/filter-counts';
import { allBeachesHref, type BeachFilters } from '@/features/beaches/lib/list-state';
import { listBeaches } from '@/features/beaches/lib/nearby';
import { BeachesMap } from '@/features/map';
import { track } from '@/lib/analytics';
import { PageTitle } from '@/lib/page-title';
import { useSiteConfig } from '@/lib/site-config';

export function HomeRoute() {
  const list = useListState('home');
  const { filters } = list;
  const beaches = useBeaches();
  // The whole list arrives in one response: rendering it is a transition, done in slices between
  // which the phone stays responsive (its loading outline shows until then).
  const catalogue = useDeferredValue(beaches.data);
  const site = useSiteConfig();
  const resultsRef = useRef<HTMLElement>(null);
  const scrollToResults = useScrollToResults(resultsRef);

  const device = useDeviceLocation();

  const day = filters.dogsAllowedOn;
  const counts = useMemo(
    () => catalogue && countFilterOptions(catalogue, undefined, day),
    [catalogue, day],
  );
  const nearby = useMemo(
    () => catalogue && listBeaches(catalogue, filters, 'home', device),
    [catalogue, filters, device],
  );
  const results = nearby?.beaches;

  const changeFilters = (next: BeachFilters, change: FilterChange) => {
    list.setFilters(next);
    track('filter', { filter: change.name, value: change.value, page: 'home' });
    scrollToResults();
  };

  const search = (text: string, how: 'typing' | 'submit' | 'clear') => {
    list.setSearch(text, { replace: how === 'typing' });
    if (how !== 'clear' && text.trim()) track('search', { query: text.trim(), page: 'home' });
    if (how === 'submit') scrollToResults();
  };

  return (
    <div className="space-y-5 sm:space-y-10">
      <PageTitle />
      <VerificationDialog />
      <Hero search={filters.search} onSearch={search} videoUrl={site.data?.heroVideoUrl} />
      <PlaceSuggestion search={filters.search} onSearch={(text) => search(text, 'submit')} />
      <QuickFilters
        origin={nearby?.origin ?? null}
        located={device !== null}
        within={filters.within}
        day={day}
        offLead={filters.offLeadAllYear}
        counts={counts}
        onWithin={(within) =>
          changeFilters({ ...filters, within }, { name: 'within', value: String(within ?? 'any') })
        }
        onLocated={(position) => {
          setDeviceLocation(position);
          list.updateFilters((current) => ({ ...current, sortBy: 'distance' }));
          track('filter', { filter: 'sortBy', value: 'distance', page: 'home' });
          scrollToResults();
        }}
        onForget={() => setDeviceLocation(null)}
        onDay={(next) =>
          changeFilters(
            { ...filters, dogsAllowedOn: next },
            { name: 'dogsAllowedOn', value: next ?? 'any' },
          )
        }
        onOffLead={() =>
          changeFilters(
            { ...filters, offLeadAllYear: !filters.offLeadAllYear },
            { name: 'offLeadAllYear', value: String(!filters.offLeadAllYear) },
          )
        }
      />
      <div className="space-y-3">
        <FilterBar
          page="home"
          filters={filters}
          counts={counts}
          onChange={changeFilters}
          hasLocation={Boolean(nearby?.origin)}
          quickOutside
        />
        <ActiveFilters filters={filters} onChange={changeFilters} />
      </div>
      <HomeResults
        ref={resultsRef}
        beaches={results}
        error={beaches.isError}
        onRetry={() => void beaches.refetch()}
        onClearFilters={() =>
          changeFilters(withoutAnyFilter(filters), { name: 'all', value: 'off' })
        }
        allBeachesHref={allBeachesHref(filters)}
        distances={nearby?.miles}
        dogDay={day}
        renderMap={(mapped) => (
          <BeachesMap beaches={mapped} origin={nearby?.origin} className={homeMapClass} />
        )}
      />
      <TypeTiles
        selected={filters.beachType}
        counts={counts?.beachType}
        onSelect={(beachType) =>
          changeFilters({ ...filters, beachType }, { name: 'beachType', value: beachType ?? 'all' })
        }
      />
      <StatsStrip />
      <SiteIntro />
    </div>
  );
}
