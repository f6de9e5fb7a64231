import { CalendarDays, RefreshCw, Sunrise, Sunset } from 'lucide-react';
import type { DayPlan } from '@shared/day-plan';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { dogStateColours, dogStateLabels } from '../lib/day-timeline';
import { formatLondonTime, formatLongDate } from '../lib/london-clock';
import {
  bestTimesSentence,
  firstPlanDate,
  formatWalkWindow,
  isPlannableDate,
  lastPlanDate,
  segmentSpan,
} from '../lib/visit-plan-text';
import { DayTimeline } from './day-timeline';
import { TideList } from './tide-list';

export interface VisitPlanProps {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  plan: DayPlan | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** "Plan your visit": a chosen day's dog rules, daylight, tides and the best times for a walk. */
export function VisitPlan({
  date,
  today,
  onDateChange,
  plan,
  isPending,
  isError,
  onRetry,
}: VisitPlanProps) {
  return (
    <section
      aria-labelledby="visit-plan-heading"
      className="@container space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="visit-plan-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarDays aria-hidden="true" className="size-5 text-sea-600" />
          Plan your visit
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            Date
            <input
              type="date"
              className="min-h-11 rounded-lg border border-line bg-white px-3 text-base"
              value={date}
              min={firstPlanDate}
              max={lastPlanDate}
              onChange={(event) => {
                if (isPlannableDate(event.target.value)) onDateChange(event.target.value);
              }}
            />
          </label>
          {date !== today && (
            <Button type="button" variant="secondary" onClick={() => onDateChange(today)}>
              Today
            </Button>
          )}
        </div>
      </div>
      <p className="text-sm text-ink-muted">{formatLongDate(date)}</p>
      {isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-ink-muted">We couldn't plan this day. Please try again.</p>
          <Button type="button" variant="secondary" onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" /> Retry
          </Button>
        </div>
      ) : isPending || !plan ? (
        <div aria-label="Loading the day plan" className="space-y-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-28 w-full rounded-lg" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : (
        <VisitPlanDay plan={plan} />
      )}
    </section>
  );
}

function VisitPlanDay({ plan }: { plan: DayPlan }) {
  const { dawn, sunrise, sunset, dusk } = plan.daylight;
  const show = (instant: string | null) => (instant ? formatLondonTime(instant) : '–');
  const segments = plan.dogs.segments;
  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold">Best times for a dog walk</h3>
        <p className="text-sm text-ink-muted">
          In daylight, while dogs are allowed and the tide is below half height.
        </p>
        {plan.walkWindows.length === 0 ? (
          <p className="mt-1">
            {segments.some((segment) => segment.state === 'unconfirmed')
              ? 'The dog rule’s dates are not confirmed for this day: check the signs.'
              : 'No good time for a dog walk on this day.'}
          </p>
        ) : (
          <ul aria-label="Best times" className="mt-1 flex flex-wrap gap-2">
            {plan.walkWindows.map((window) => (
              <li
                key={window.start}
                className="rounded-full border-2 border-allowed bg-allowed-bg px-3 py-1 text-sm font-semibold text-allowed"
              >
                {formatWalkWindow(window)}
              </li>
            ))}
          </ul>
        )}
      </div>

      <figure className="space-y-1">
        <p className="sr-only">{bestTimesSentence(plan.walkWindows)}</p>
        <DayTimeline plan={plan} />
        <figcaption className="text-xs text-ink-muted">
          Top: dog rules. Below: night shaded, tide height as a blue line, best walk times outlined
          in green.
        </figcaption>
      </figure>

      <div>
        <h3 className="font-semibold">Dogs through the day</h3>
        <p className="text-sm text-ink-muted">{plan.dogs.today}</p>
        <ul className="mt-1 space-y-1">
          {segments.map((segment, index) => (
            <li key={segment.start} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-28 tabular-nums">
                {segmentSpan(segment, index, segments.length)}
              </span>
              <span
                className={`rounded-full px-2 py-0.5 font-medium ${dogStateColours[segment.state]}`}
              >
                {dogStateLabels[segment.state].long}
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3 className="font-semibold">Daylight</h3>
        <dl className="mt-1 grid grid-cols-2 gap-2 text-sm @md:grid-cols-4">
          {[
            { label: 'Dawn', value: show(dawn), Icon: null },
            { label: 'Sunrise', value: show(sunrise), Icon: Sunrise },
            { label: 'Sunset', value: show(sunset), Icon: Sunset },
            { label: 'Dusk', value: show(dusk), Icon: null },
          ].map(({ label, value, Icon }) => (
            <div key={label} className="rounded-lg bg-sand-50 px-3 py-2">
              <dt className="flex items-center gap-1 text-ink-muted">
                {Icon && <Icon aria-hidden="true" className="size-4" />}
                {label}
              </dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      {plan.tides.length > 0 && (
        <div>
          <h3 className="font-semibold">Tides at {plan.station.label}</h3>
          <TideList tides={plan.tides} next={null} label="High and low tides on this day" />
        </div>
      )}
    </div>
  );
}
