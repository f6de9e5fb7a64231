import { useRef, type RefObject } from 'react';
import { VerificationDialog } from '@/features/auth/components/verification-dialog';
import { Hero } from '@/features/beaches/components/home/hero';
import { homeMapClass, HomeResults } from '@/features/beaches/components/home/home-results';
import { PlaceSuggestion } from '@/features/beaches/components/list/place-suggestion';
import { QuickFilters } from '@/features/beaches/components/home/quick-filters';
import { SiteIntro } from '@/features/beaches/components/home/site-intro';
import { StatsStrip } from '@/features/beaches/components/home/stats-strip';
import { TypeTiles } from '@/features/beaches/components/home/type-tiles';
import { useScrollToResults } from '@/features/beaches/components/home/use-scroll-to-results';
import { ActiveFilters } from '@/features/beaches/components/list/active-filters';
import { FilterBar } from '@/features/beaches/components/list/filter-bar';
import { useBeachList } from '@/features/beaches/components/list/use-beach-list';
import { useFilterCounts } from '@/features/beaches/lib/filter-counts';
import { allBeachesHref } from '@/features/beaches/lib/list-state';
import { BeachesMap } from '@/features/map';
import { PageTitle } from '@/lib/page-title';
import { useSiteConfig } from '@/lib/site-config';

export function HomeRoute() {
  const resultsRef = useRef<HTMLElement>(null);
  const scrollToResults = useScrollToResults(resultsRef);
  const list = useBeachList('home', scrollToResults);
  return <HomeContent list={list} resultsRef={resultsRef} />;
}

/** The page itself, a component of its own so that its filter counts are a render of their own. */
function HomeContent({
  list,
  resultsRef,
}: {
  list: ReturnType<typeof useBeachList>;
  resultsRef: RefObject<HTMLElement | null>;
}) {
  const site = useSiteConfig();
  const { filters, nearby } = list;
  const counts = useFilterCounts(list.catalogue, list.day);

  return (
    <div className="space-y-5 sm:space-y-10">
      <PageTitle />
      <VerificationDialog />
      <Hero search={filters.search} onSearch={list.search} videoUrl={site.data?.heroVideoUrl} />
      <PlaceSuggestion search={filters.search} onSearch={(text) => list.search(text, 'submit')} />
      <QuickFilters
        {...list.nearMe}
        day={list.day}
        offLead={filters.offLeadAllYear}
        counts={counts}
        onDay={(next) =>
          list.changeFilters(
            { ...filters, dogsAllowedOn: next },
            { name: 'dogsAllowedOn', value: next ?? 'any' },
          )
        }
        onOffLead={() =>
          list.changeFilters(
            { ...filters, offLeadAllYear: !filters.offLeadAllYear },
            { name: 'offLeadAllYear', value: String(!filters.offLeadAllYear) },
          )
        }
      />
      <div className="space-y-3">
        <FilterBar {...list.filterBar} counts={counts} quickOutside />
        <ActiveFilters filters={filters} onChange={list.changeFilters} />
      </div>
      <HomeResults
        ref={resultsRef}
        beaches={list.results}
        error={list.beaches.isError}
        onRetry={() => void list.beaches.refetch()}
        onClearFilters={list.clearFilters}
        allBeachesHref={allBeachesHref(filters)}
        distances={nearby?.miles}
        dogDay={list.day}
        renderMap={(mapped) => (
          <BeachesMap beaches={mapped} origin={nearby?.origin} className={homeMapClass} />
        )}
      />
      <TypeTiles
        selected={filters.beachType}
        counts={counts?.beachType}
        onSelect={(beachType) =>
          list.changeFilters(
            { ...filters, beachType },
            { name: 'beachType', value: beachType ?? 'all' },
          )
        }
      />
      <StatsStrip />
      <SiteIntro />
    </div>
  );
}
