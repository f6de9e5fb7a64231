import { Map as MapIcon } from 'lucide-react';
import { usePageSubtitle } from '@/components/layout/page-subtitle';
import { buttonClasses } from '@/components/ui/button';
import { useRef, useState } from 'react';
import { ActiveFilters } from '@/features/beaches/components/list/active-filters';
import {
  BeachResults,
  BeachResultsSkeleton,
} from '@/features/beaches/components/list/beach-results';
import { CountedFilterBar } from '@/features/beaches/components/list/filter-bar';
import { NearMe } from '@/features/beaches/components/list/near-me';
import { PaginationNav } from '@/features/beaches/components/list/pagination-nav';
import { BeachesError, NoBeachesFound } from '@/features/beaches/components/list/results-states';
import { PlaceSuggestion } from '@/features/beaches/components/list/place-suggestion';
import { SearchBox } from '@/features/beaches/components/list/search-box';
import { useBeachList } from '@/features/beaches/components/list/use-beach-list';
import { useMediaQuery } from '@/features/beaches/components/list/use-media-query';
import { ViewToggle } from '@/features/beaches/components/list/view-toggle';
import { clampPage, pageCount, pageItems, showingText } from '@/features/beaches/lib/pagination';
import { BeachesMap } from '@/features/map';
import { PageTitle } from '@/lib/page-title';

/** The whole catalogue, filtered, sorted and paged in the browser, its state in the URL. */
export function BeachesRoute() {
  usePageSubtitle('All beaches');
  const list = useBeachList('all');
  const { filters, view, nearby, results } = list;
  const desktop = useMediaQuery('(min-width: 1024px)');
  const [mapOpen, setMapOpen] = useState(false);
  const listTop = useRef<HTMLDivElement>(null);

  const pages = pageCount(results?.length ?? 0);
  // A page from an old link may no longer exist once the list is filtered: show the nearest one.
  const page = clampPage(list.page, pages);

  const goToPage = (next: number) => {
    list.setPage(next);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    listTop.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  };

  const mapShown = desktop || mapOpen;

  return (
    <div className="space-y-4">
      <PageTitle title="All beaches" />
      <header>
        <h1 className="text-3xl font-bold text-ink">All dog-friendly beaches</h1>
        <p className="mt-1 text-ink-muted">
          Search, filter and sort every beach in the guide; the address keeps your choices, so you
          can bookmark or share a list.
        </p>
      </header>
      {/* Sticky on phones, just under the sticky site header (56 px, 69 px from md). */}
      <div className="sticky top-14 z-20 -mx-4 bg-sand-50/95 px-4 py-2 backdrop-blur md:top-[69px] lg:static lg:mx-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
        <SearchBox id="beaches-search" value={filters.search} onSearch={list.search} />
      </div>
      <PlaceSuggestion search={filters.search} onSearch={(text) => list.search(text, 'submit')} />
      <NearMe {...list.nearMe} />
      <CountedFilterBar {...list.filterBar} catalogue={list.catalogue} day={list.day} />
      <ActiveFilters filters={filters} onChange={list.changeFilters} clearLabel="Clear Filters" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold text-ink">
          {results === undefined
            ? 'Loading beaches…'
            : results.length === 0
              ? '0 beaches'
              : showingText(page, results.length)}
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-expanded={mapOpen}
            aria-controls="beaches-map"
            onClick={() => setMapOpen(!mapOpen)}
            className={buttonClasses({ variant: 'secondary', className: 'lg:hidden' })}
          >
            <MapIcon aria-hidden="true" className="size-5" />
            {mapOpen ? 'Hide Map' : 'Show Map'}
          </button>
          <ViewToggle view={view} onView={list.setView} />
        </div>
      </div>
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <div ref={listTop} className="min-w-0 scroll-mt-36 space-y-6 lg:scroll-mt-24">
          {list.beaches.isError ? (
            <BeachesError onRetry={() => void list.beaches.refetch()} />
          ) : results === undefined ? (
            <BeachResultsSkeleton view={view} />
          ) : results.length === 0 ? (
            <NoBeachesFound clearLabel="Clear Filters" onClear={list.clearFilters} />
          ) : (
            <>
              <BeachResults
                beaches={pageItems(results, page)}
                view={view}
                distances={nearby?.miles}
                dogDay={list.day}
              />
              <PaginationNav page={page} pages={pages} onPage={goToPage} />
            </>
          )}
        </div>
        <aside
          id="beaches-map"
          aria-label="Map of these beaches"
          hidden={!mapShown}
          className="order-first lg:sticky lg:top-[85px] lg:order-none"
        >
          {mapShown && results && results.length > 0 && (
            <BeachesMap
              beaches={results}
              origin={nearby?.origin}
              className="h-[60vh] lg:h-[calc(100dvh-101px)]"
            />
          )}
        </aside>
      </div>
    </div>
  );
}
