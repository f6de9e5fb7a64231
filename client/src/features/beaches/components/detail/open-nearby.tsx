import { Link } from 'react-router';
import type { Beach } from '@shared/beaches';
import { formatDistance } from '@shared/near-me';
import { planDefaults } from '@shared/plan-options';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlan } from '@/features/plan/queries';
import { formatLondonTime, formatTimeRange } from '@shared/time-of-day';

/** How many open beaches a banned day offers. */
export const nearbyCount = 3;

/**
 * On a day dogs may not go here at all, the nearest beaches where they may, in daylight, with
 * their distance and walk window: the planner's answer from this beach, at any tide.
 */
export function OpenNearby({ beach, date }: { beach: Beach; date: string }) {
  const origin = beach.latitude && beach.longitude ? `${beach.latitude},${beach.longitude}` : null;
  const plan = usePlan(
    origin
      ? new URLSearchParams({
          date,
          from: origin,
          tide: 'any',
          limit: String(nearbyCount),
        }).toString()
      : null,
  );
  if (!origin) return null;
  // A beach banned all day is never among the planner's results: no need to leave it out.
  const results = plan.data?.results;
  return (
    <section aria-labelledby="open-nearby-title" className="rounded-xl border border-line p-3">
      <h3 id="open-nearby-title" className="font-semibold text-ink">
        Open nearby that day
      </h3>
      {plan.isError ? (
        <LoadError
          text="The open beaches nearby could not be loaded."
          onRetry={() => void plan.refetch()}
        />
      ) : !results ? (
        <div aria-label="Loading open beaches nearby" className="mt-2 space-y-2">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      ) : results.length === 0 ? (
        <p className="mt-1 text-ink-muted">
          No beach within {planDefaults.radiusMiles} miles takes dogs in daylight that day.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {results.map(({ beach: open, distanceMiles, windows }) => (
            <li key={open.id} className="flex flex-wrap items-center justify-between gap-x-3 py-1">
              <Link
                to={`/beach/${encodeURIComponent(open.slug)}?date=${date}`}
                className="inline-flex min-h-11 items-center font-semibold text-sea-700 underline-offset-2 hover:underline"
              >
                {open.name}
              </Link>
              <span className="text-sm text-ink-muted">
                {distanceMiles !== null && `${formatDistance(distanceMiles)} · `}
                {windows[0] &&
                  formatTimeRange(
                    formatLondonTime(windows[0].start),
                    formatLondonTime(windows[0].end),
                  )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
