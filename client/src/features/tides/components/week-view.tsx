import { Ban, CalendarRange, CircleCheck, CircleHelp, Star, TriangleAlert } from 'lucide-react';
import { useId, type ComponentType, type ReactNode } from 'react';
import type { DogState } from '@shared/dog-rules';
import { cn } from '@/components/ui/class-names';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useBeachWeek } from '../api/get-beach-week';
import { useInView } from '../hooks/use-in-view';
import { dayBounds, dogStateColours, positionInDay } from '../lib/day-timeline';
import { formatDuration } from '../lib/london-clock';
import {
  bestDay,
  comingWeekend,
  dayDogSummary,
  dayNames,
  walkWindowText,
  type WeekDay,
} from '../lib/week';

const stateIcons: Record<DogState, ComponentType<{ className?: string; 'aria-hidden': 'true' }>> = {
  allowed: CircleCheck,
  lead: TriangleAlert,
  restricted: TriangleAlert,
  banned: Ban,
  unconfirmed: CircleHelp,
};

/** A window that rounds to no minute (the tide turning as dogs are let back) is no walk. */
const walksOf = (day: WeekDay) => day.walkWindows.filter((window) => window.minutes > 0);

/** A day the plan cannot vouch for: the rule's dates are not confirmed for some of it. */
const isUnconfirmed = (day: WeekDay) =>
  day.dogs.segments.some((segment) => segment.state === 'unconfirmed');

/**
 * One day on a bar from midnight to midnight: the dog rule's colours, night shaded, the walk
 * windows outlined. Hidden from screen readers: the day says the same in words.
 */
function WeekStrip({ day }: { day: WeekDay }) {
  const bounds = dayBounds(day);
  const at = (instant: string | number) => positionInDay(instant, bounds);
  const { sunrise, sunset } = day.daylight;
  const band = (from: string | number, to: string | number, className: string, key: string) => {
    const left = at(from);
    return (
      <div
        key={key}
        className={`absolute inset-y-0 ${className}`}
        style={{ left: `${left}%`, width: `${Math.max(0, at(to) - left)}%` }}
      />
    );
  };
  return (
    <div
      aria-hidden="true"
      className="relative h-4 overflow-hidden rounded border border-line bg-sea-50"
    >
      {day.dogs.segments.map((segment) =>
        band(segment.start, segment.end, dogStateColours[segment.state], segment.start),
      )}
      {sunrise && band(bounds.start, sunrise, 'bg-sea-900/30', 'night-am')}
      {sunset && band(sunset, bounds.end, 'bg-sea-900/30', 'night-pm')}
      {walksOf(day).map((window) =>
        band(window.start, window.end, 'rounded-sm border-2 border-allowed', window.start),
      )}
    </div>
  );
}

/** A day of the week at a beach: its dog rule in words, icon and colour, and its walk windows. */
export function WeekDayItem({
  day,
  today,
  best = false,
}: {
  day: WeekDay;
  today: string;
  best?: boolean;
}) {
  const names = dayNames(day.date);
  const dogs = dayDogSummary(day);
  const walks = walksOf(day);
  const Icon = stateIcons[dogs.state];
  return (
    <li
      data-testid="week-day"
      className="grid gap-x-4 gap-y-2 py-3 @xl:grid-cols-[10rem_minmax(0,1fr)]"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 @xl:block">
        <p>
          <span className="font-semibold @xl:block">{names.weekday}</span>{' '}
          <span className="text-sm text-ink-muted">
            {names.date}
            {day.date === today && ', today'}
          </span>
        </p>
        <p className="text-sm tabular-nums">
          {day.totalMinutes > 0 ? `${formatDuration(day.totalMinutes)} to walk` : 'No walk'}
        </p>
        {best && (
          <p className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2 py-0.5 text-sm font-semibold text-ink @xl:mt-1">
            <Star aria-hidden="true" className="size-4 fill-current text-seasonal" />
            Best day
          </p>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <p
          data-state={dogs.state}
          className={cn(
            'inline-flex max-w-full items-center gap-1.5 rounded-lg px-2.5 py-1 text-sm font-semibold',
            dogStateColours[dogs.state],
          )}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span>{dogs.text}</span>
        </p>
        <WeekStrip day={day} />
        <p className="text-sm">
          {walks.length > 0 ? (
            <>
              <span className="font-medium">Walk: </span>
              {walks.map(walkWindowText).join(', ')}
            </>
          ) : (
            <span className="text-ink-muted">
              {isUnconfirmed(day)
                ? 'No walk times: the dog rule’s dates are not confirmed'
                : 'No good time for a dog walk'}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}

type WeekQuery = ReturnType<typeof useBeachWeek>;

/** The loading, error and loaded states every view of a week shares. */
function WeekStates({
  week,
  loadingLabel,
  rows,
  children,
}: {
  week: WeekQuery;
  loadingLabel: string;
  rows: number;
  children: (days: WeekDay[]) => ReactNode;
}) {
  if (week.isError) {
    return (
      <LoadError
        text="The week's walk times could not be loaded."
        onRetry={() => void week.refetch()}
      />
    );
  }
  if (week.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="space-y-3">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  return children(week.data.days);
}

const stripKey =
  'Each bar runs from midnight to midnight: dog rules in colour, night shaded, walk times outlined in green.';

/**
 * "This week" on a beach page: seven days from today with the best day for a walk. It fetches
 * only once it nears the viewport (below the fold), so the server render and the first client
 * render both show its loading state.
 */
export function WeekView({ identifier, today }: { identifier: string; today: string }) {
  const headingId = useId();
  const { ref, inView } = useInView<HTMLElement>();
  const week = useBeachWeek(identifier, today, { enabled: inView });
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className="@container space-y-3 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <CalendarRange aria-hidden="true" className="size-5 text-sea-600" />
        This week
      </h2>
      <WeekStates week={week} loadingLabel="Loading this week" rows={7}>
        {(days) => {
          const best = bestDay(days);
          return (
            <>
              {best ? (
                <p className="flex items-center gap-1.5 font-semibold">
                  <Star aria-hidden="true" className="size-4 fill-current text-seasonal" />
                  Best day: {dayNames(best.date).weekday}, {formatDuration(best.totalMinutes)}
                </p>
              ) : days.every(isUnconfirmed) ? (
                <p className="font-semibold">
                  No walk times this week: the dog rule’s dates are not confirmed. Check the signs
                  at the beach.
                </p>
              ) : (
                <p className="font-semibold">
                  No good time for a dog walk this week: there is no daylight hour when dogs are
                  allowed and the tide is low.
                </p>
              )}
              <p className="text-xs text-ink-muted">{stripKey}</p>
              <ol aria-label="The next 7 days" className="divide-y divide-line">
                {days.map((day) => (
                  <WeekDayItem key={day.date} day={day} today={today} best={day === best} />
                ))}
              </ol>
            </>
          );
        }}
      </WeekStates>
    </section>
  );
}

/** The coming weekend at a beach (see comingWeekend), fetched once it nears the viewport. */
export function WeekendView({
  identifier,
  beachName,
  today,
}: {
  identifier: string;
  beachName: string;
  today: string;
}) {
  const { from, dates } = comingWeekend(today);
  const { ref, inView } = useInView<HTMLDivElement>();
  const week = useBeachWeek(identifier, from, { enabled: inView });
  return (
    <div ref={ref} className="@container space-y-1">
      <p className="text-sm font-semibold">This weekend</p>
      <WeekStates week={week} loadingLabel={`Loading the weekend at ${beachName}`} rows={2}>
        {(days) => (
          <ul
            aria-label={`This weekend at ${beachName}`}
            className="divide-y divide-line rounded-lg border border-line px-3"
          >
            {days
              .filter((day) => dates.includes(day.date))
              .map((day) => (
                <WeekDayItem key={day.date} day={day} today={today} />
              ))}
          </ul>
        )}
      </WeekStates>
    </div>
  );
}
