import { ArrowRight, Map as MapIcon } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import type { Beach } from '@shared/beaches';
import { BeachResults, BeachResultsSkeleton } from '../list/beach-results';
import { BeachesError, NoBeachesFound } from '../list/results-states';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Home shows the first 20 beaches and maps the first 50; the rest are on All beaches. */
export const homeListLimit = 20;
export const homeMapLimit = 50;

export const beachesHeading = (count: number) =>
  `${count} dog-friendly ${count === 1 ? 'beach' : 'beaches'}`;

interface HomeResultsProps {
  /** The filtered, sorted beaches; undefined while loading. */
  beaches: readonly Beach[] | undefined;
  error: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  /** Where "View All Beaches" goes: the list page with the same filters. */
  allBeachesHref: string;
  renderMap: (beaches: Beach[]) => ReactNode;
  /** Miles from the list's location by beach id, when one is set. */
  distances?: ReadonlyMap<number, number> | null;
  /** The chosen day (YYYY-MM-DD) the cards' dog status speaks of, if any. */
  dogDay?: string | null;
  /** The section home scrolls to after a filter changes. */
  ref?: Ref<HTMLElement>;
}

/** Sized like the map so nothing jumps when it arrives. */
export const homeMapClass = 'h-72 sm:h-96';

export function HomeResults({
  beaches,
  error,
  onRetry,
  onClearFilters,
  allBeachesHref,
  renderMap,
  distances,
  dogDay,
  ref,
}: HomeResultsProps) {
  const [mapShown, setMapShown] = useState(true);
  const count = beaches?.length;

  return (
    <section
      ref={ref}
      aria-labelledby="results-title"
      className="flex scroll-mt-20 flex-col gap-4 md:scroll-mt-24"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-title" className="text-2xl font-bold text-ink">
          {count === undefined ? 'Dog-friendly beaches' : beachesHeading(count)}
        </h2>
        <button
          type="button"
          aria-expanded={mapShown}
          aria-controls="home-map"
          onClick={() => setMapShown(!mapShown)}
          className={buttonClasses({ variant: 'secondary' })}
        >
          <MapIcon aria-hidden="true" className="size-5" />
          {mapShown ? 'Hide Map' : 'Show Map'}
        </button>
      </div>
      {/* On a phone the results come first and the map follows them. */}
      <div id="home-map" hidden={!mapShown} className="max-lg:order-last">
        {mapShown &&
          !error &&
          (beaches === undefined ? (
            <Skeleton className={`${homeMapClass} w-full rounded-2xl`} />
          ) : (
            beaches.length > 0 && renderMap(beaches.slice(0, homeMapLimit))
          ))}
      </div>
      {error ? (
        <BeachesError onRetry={onRetry} />
      ) : beaches === undefined ? (
        <BeachResultsSkeleton className="lg:grid-cols-3" />
      ) : beaches.length === 0 ? (
        <NoBeachesFound clearLabel="Clear All Filters" onClear={onClearFilters} />
      ) : (
        <>
          <BeachResults
            beaches={beaches.slice(0, homeListLimit)}
            distances={distances}
            dogDay={dogDay}
            className="lg:grid-cols-3"
          />
          {beaches.length > homeListLimit && (
            <div className="flex flex-col items-center gap-3 rounded-2xl bg-sea-50 px-4 py-6 text-center">
              <p className="text-ink">
                Showing first {homeListLimit} of {beaches.length} beaches
              </p>
              <Link to={allBeachesHref} className={buttonClasses()}>
                View All Beaches
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}
