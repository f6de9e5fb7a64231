import type { DayPlan } from '@shared/day-plan';
import { fromLondon, parseLocalDate } from '@shared/london-time';
import { formatTimeOfDay } from '@shared/time-of-day';
import { dayBounds, dogStateColours, dogStateLabels, positionInDay } from '../lib/day-timeline';
import { tideCurvePoints } from '../lib/day-timeline';

type DogSegment = DayPlan['dogs']['segments'][number];

const hourMarks = [0, 360, 720, 1080].map((minute) => ({ minute, label: formatTimeOfDay(minute) }));

/**
 * The dog rule's states along a time line, each in its colour and, where there is room, named.
 * The beach page's day and the planner's strips draw the same band.
 */
export function DogRuleBand({
  segments,
  bounds,
  className,
}: {
  segments: readonly DogSegment[];
  bounds: { start: number; end: number };
  className: string;
}) {
  return (
    <div className={`relative overflow-hidden ${className}`}>
      {segments.map((segment) => {
        const left = positionInDay(segment.start, bounds);
        const width = positionInDay(segment.end, bounds) - left;
        return (
          <div
            key={segment.start}
            data-state={segment.state}
            className={`absolute inset-y-0 flex items-center justify-center overflow-hidden border-r border-white px-1 text-xs font-semibold whitespace-nowrap ${dogStateColours[segment.state]}`}
            style={{ left: `${left}%`, width: `${width}%` }}
          >
            {width > 12 ? dogStateLabels[segment.state].short : ''}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The day on one 24-hour line: night shaded, the dog rule's segments with words, the tide curve and
 * the best walk windows outlined. Decorative for screen readers: the panel lists the same in text.
 */
export function DayTimeline({ plan }: { plan: DayPlan }) {
  const bounds = dayBounds(plan);
  const at = (instant: string | number) => positionInDay(instant, bounds);
  const date = parseLocalDate(plan.date);
  const marks = date
    ? hourMarks.map((mark) => ({
        ...mark,
        left: at(fromLondon({ ...date, minute: mark.minute }).getTime()),
      }))
    : [];
  const { dawn, sunrise, sunset, dusk } = plan.daylight;
  const shade = (from: string | number, to: string | number, tone: string, key: string) => {
    const left = at(from);
    const width = at(to) - left;
    return width > 0 ? (
      <div
        key={key}
        className={`absolute inset-y-0 ${tone}`}
        style={{ left: `${left}%`, width: `${width}%` }}
      />
    ) : null;
  };
  const night = 'bg-sea-900/30';
  const twilight = 'bg-sea-900/15';

  return (
    <div aria-hidden="true" className="select-none">
      <DogRuleBand
        segments={plan.dogs.segments}
        bounds={bounds}
        className="h-8 rounded-t-lg border border-b-0 border-line"
      />
      <div className="relative h-20 overflow-hidden rounded-b-lg border border-line bg-sea-50">
        {dawn && sunrise && dusk && sunset ? (
          <>
            {shade(bounds.start, dawn, night, 'night-am')}
            {shade(dawn, sunrise, twilight, 'dawn')}
            {shade(sunset, dusk, twilight, 'dusk')}
            {shade(dusk, bounds.end, night, 'night-pm')}
          </>
        ) : null}
        {plan.walkWindows.map((window) => {
          const left = at(window.start);
          return (
            <div
              key={window.start}
              className="absolute inset-y-0 rounded border-2 border-allowed bg-allowed/15"
              style={{ left: `${left}%`, width: `${at(window.end) - left}%` }}
            />
          );
        })}
        {plan.levels.length > 1 && (
          <svg
            className="absolute inset-0 size-full"
            viewBox="0 0 1000 100"
            preserveAspectRatio="none"
          >
            <polyline
              points={tideCurvePoints(plan, bounds)}
              fill="none"
              stroke="var(--color-sea-600)"
              strokeWidth="2.5"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        )}
      </div>
      <div className="relative mt-1 h-5 text-xs text-ink-muted">
        {marks.map((mark) => (
          <span
            key={mark.minute}
            className="absolute -translate-x-1/2 first:translate-x-0"
            style={{ left: `${mark.left}%` }}
          >
            {mark.label}
          </span>
        ))}
      </div>
    </div>
  );
}
