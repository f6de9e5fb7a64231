import { Footprints, Sunset, Waves, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DayPlan } from '@shared/day-plan';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLondonTime } from '@shared/time-of-day';
import { formatWalkWindow } from '@/features/tides';
import { useDayPlan } from '../../api/get-day-plan';

/** The day's longest walk window: daylight, dogs allowed, the tide below half height. */
export const bestWalkWindow = (plan: DayPlan) =>
  plan.walkWindows.reduce<DayPlan['walkWindows'][number] | null>(
    (best, window) => (best && best.minutes >= window.minutes ? best : window),
    null,
  );

function Fact({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  // dt and dd sit directly in the group, as a description list requires.
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-sm text-ink-muted">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-sea-600" />
        {term}
      </dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** The day's best walk window, low tides and sunset, from the beach's day plan. */
export function DayFacts({ slug, date }: { slug: string; date: string }) {
  const plan = useDayPlan(slug, date);
  if (plan.isError) {
    return (
      <LoadError
        text="The tides and daylight for this day could not be loaded."
        onRetry={() => void plan.refetch()}
      />
    );
  }
  if (!plan.data) {
    return (
      <div aria-label="Loading the day's tides and daylight" className="grid gap-2 sm:grid-cols-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    );
  }
  const best = bestWalkWindow(plan.data);
  const lows = plan.data.tides.filter((tide) => tide.type === 'low');
  const sunset = plan.data.daylight.sunset;
  return (
    <dl className="grid gap-3 rounded-xl bg-sea-50 p-3 sm:grid-cols-3">
      <Fact icon={Footprints} term="Best walk">
        {best ? formatWalkWindow(best) : 'No time in daylight with dogs allowed and the tide out'}
      </Fact>
      <Fact icon={Waves} term={lows.length === 1 ? 'Low tide' : 'Low tides'}>
        {lows.length > 0 ? lows.map((tide) => formatLondonTime(tide.time)).join(', ') : 'None'}
      </Fact>
      <Fact icon={Sunset} term="Sunset">
        {sunset ? formatLondonTime(sunset) : 'The sun does not set'}
      </Fact>
    </dl>
  );
}
