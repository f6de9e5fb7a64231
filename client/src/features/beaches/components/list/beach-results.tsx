import type { Beach } from '@shared/beaches';
import type { ListView } from '../../lib/list-state';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { BeachCard } from '../beach-card';
import { BeachRow } from './beach-row';

const layouts: Record<ListView, string> = {
  grid: 'grid grid-cols-1 gap-4 sm:grid-cols-2',
  list: 'flex flex-col gap-2',
};

/**
 * Each result is laid out and painted only near the screen (`content-visibility: auto`), sized
 * meanwhile as a card or row measures (565 and 120 px, then its own size once shown): a list of
 * 20 to 100 cards was most of the page's layout, redone whenever anything above it changed, a task
 * of 40 ms or more on a desktop. Find in page, links and screen readers still reach every card.
 */
const itemClasses: Record<ListView, string> = {
  grid: 'min-w-0 [content-visibility:auto] [contain-intrinsic-size:auto_565px]',
  list: 'min-w-0 [content-visibility:auto] [contain-intrinsic-size:auto_120px]',
};

interface BeachResultsProps {
  beaches: readonly Beach[];
  view?: ListView;
  /** Extra grid columns for wide screens, e.g. 'lg:grid-cols-3' where the list has the full width. */
  className?: string;
  /** Miles from the list's location by beach id, shown on the cards. */
  distances?: ReadonlyMap<number, number> | null;
  /** The list's chosen day (YYYY-MM-DD), which the cards' dog status then speaks of. */
  dogDay?: string | null;
}

export function BeachResults({
  beaches,
  view = 'grid',
  className = '',
  distances,
  dogDay,
}: BeachResultsProps) {
  return (
    <ul aria-label="Beaches" className={`${layouts[view]} ${view === 'grid' ? className : ''}`}>
      {beaches.map((beach) => (
        <li key={beach.id} className={itemClasses[view]}>
          {view === 'list' ? (
            <BeachRow beach={beach} distanceMiles={distances?.get(beach.id)} dogDay={dogDay} />
          ) : (
            <BeachCard beach={beach} distanceMiles={distances?.get(beach.id)} dogDay={dogDay} />
          )}
        </li>
      ))}
    </ul>
  );
}

function CardSkeleton({ view }: { view: ListView }) {
  if (view === 'list') {
    return (
      <li className="space-y-2 rounded-xl border border-line bg-white p-3 shadow-xs">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-1/2 rounded-lg" />
        <Skeleton className="h-4 w-2/3" />
      </li>
    );
  }
  return (
    <li className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <SkeletonBars
        className="flex flex-1 flex-col gap-3 p-4"
        bars={['h-6 w-2/3', 'h-4 w-1/3', 'h-7 w-1/2 rounded-full', ['size-6', 'size-6', 'size-6']]}
      />
    </li>
  );
}

/** Six card-shaped placeholders while the list loads. */
export function BeachResultsSkeleton({
  view = 'grid',
  className = '',
}: Omit<BeachResultsProps, 'beaches' | 'distances' | 'dogDay'>) {
  return (
    <ul
      aria-busy="true"
      aria-label="Loading beaches"
      className={`${layouts[view]} ${view === 'grid' ? className : ''}`}
    >
      {Array.from({ length: 6 }, (_, index) => (
        <CardSkeleton key={index} view={view} />
      ))}
    </ul>
  );
}
