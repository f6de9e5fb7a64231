import type { ReactNode } from 'react';
import { useStats } from '../../api/get-stats';
import { Skeleton } from '@/components/ui/skeleton';

function Stat({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="flex flex-col items-center px-2 py-4 text-center">
      <dt className="order-2 mt-1 text-sm text-ink-muted">{label}</dt>
      <dd className="order-1 text-2xl font-bold text-sea-800 sm:text-3xl">{value}</dd>
      {note && <dd className="order-3 text-xs text-ink-muted">{note}</dd>}
    </div>
  );
}

/**
 * A count with its thousands grouped, 1234 -> "1,234", as `toLocaleString('en-GB')` writes it but
 * without it: the first number formatter a page makes loads the locale's data, a long task on a
 * phone while the home page hydrates.
 */
const number = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

/** Figures from /api/stats; skeletons until they load, never made-up placeholder figures. */
export function StatsStrip() {
  const stats = useStats();
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-banned-bg px-4 py-3 text-center text-banned">
        Failed to fetch stats
      </p>
    );
  }
  const labels = ['Beaches', 'Year-round beaches', 'Community reviews', 'Average rating'];
  if (stats.isPending) {
    return (
      <dl aria-busy="true" aria-label="Loading figures" className={stripClass}>
        {labels.map((label) => (
          <Stat key={label} label={label} value={<Skeleton className="mx-auto h-9 w-14" />} />
        ))}
      </dl>
    );
  }
  const { totalBeaches, yearRoundBeaches, totalReviews, averageRating } = stats.data;
  return (
    <dl aria-label="The beaches in figures" className={stripClass}>
      <Stat label="Beaches" value={number(totalBeaches)} />
      <Stat label="Year-round beaches" value={number(yearRoundBeaches)} />
      <Stat label="Community reviews" value={number(totalReviews)} />
      {/* An average of nothing is not 0.0: it would read as "rated badly". */}
      {totalReviews > 0 ? (
        <Stat label="Average rating" value={`${averageRating.toFixed(1)}`} note="out of 5" />
      ) : (
        <Stat label="Average rating" value="–" note="No reviews yet" />
      )}
    </dl>
  );
}

const stripClass =
  'grid grid-cols-2 divide-line rounded-2xl border border-line bg-white shadow-sm sm:grid-cols-4 sm:divide-x [&>*:nth-child(-n+2)]:border-b [&>*:nth-child(-n+2)]:border-line sm:[&>*:nth-child(-n+2)]:border-b-0';
