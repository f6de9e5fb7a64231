import { dogsMayGo } from '@shared/dog-rules';
import type { PlanResult } from '@shared/plan';
import { DogRuleBand, dogStateColours, positionInDay, tideCurvePoints } from '@/features/tides';
import { hourMarks, tideCurve, type Axis } from '../lib/plan-time';

/** The walk's colours by what dogs may do then (a plan's windows allow dogs, maybe on leads). */
export const windowTones: Record<string, string> = {
  allowed: 'border-allowed bg-allowed/20',
  lead: 'border-seasonal bg-seasonal/20',
  restricted: 'border-seasonal bg-seasonal/20',
};

export const darkTone = 'bg-sea-900/35';
export const outsideTone =
  'bg-[repeating-linear-gradient(135deg,transparent_0_4px,var(--color-line)_4px_6px)]';

interface Band {
  from: string | number;
  to: string | number;
  tone: string;
  key: string;
}

/**
 * One beach's day on the page's shared time line: the dog rule's band above, as on the beach
 * page's day; below it dark before sunrise and after sunset, the time outside the asked hours
 * hatched, the hours dogs may not go shaded in the rule's colour, the walk windows outlined and
 * the tide as a line. Every result uses the same axis, so the strips compare at a glance. Hidden
 * from screen readers: the card says the same in words.
 */
export function PlanStrip({
  result,
  axis,
  asked,
}: {
  result: PlanResult;
  axis: Axis;
  asked: { start: string; end: string };
}) {
  const at = (instant: string | number) => positionInDay(instant, axis);
  const { sunrise, sunset } = result.daylight;
  const bands: Band[] = [
    // First, so night darkens a ban as it darkens the rest.
    ...result.dogSegments
      .filter((segment) => !dogsMayGo(segment.state))
      .map((segment) => ({
        from: segment.start,
        to: segment.end,
        tone: dogStateColours[segment.state],
        key: `rule-${segment.start}`,
      })),
    { from: axis.start, to: asked.start, tone: outsideTone, key: 'before' },
    { from: asked.end, to: axis.end, tone: outsideTone, key: 'after' },
    ...(sunrise ? [{ from: axis.start, to: sunrise, tone: darkTone, key: 'night-am' }] : []),
    ...(sunset ? [{ from: sunset, to: axis.end, tone: darkTone, key: 'night-pm' }] : []),
  ];
  const levels = tideCurve(result.tides);
  return (
    <div aria-hidden="true" className="select-none">
      <DogRuleBand
        segments={result.dogSegments}
        bounds={axis}
        className={`h-5 rounded-t-lg border border-b-0 border-line ${outsideTone}`}
      />
      <div className="relative h-14 overflow-hidden rounded-b-lg border border-line bg-sea-50">
        {bands.map((band) => {
          const left = at(band.from);
          const width = at(band.to) - left;
          return width > 0 ? (
            <div
              key={band.key}
              className={`absolute inset-y-0 ${band.tone}`}
              style={{ left: `${left}%`, width: `${width}%` }}
            />
          ) : null;
        })}
        {result.windows.map((window) => {
          const left = at(window.start);
          return (
            <div
              key={window.start}
              data-testid="walk-window"
              className={`absolute inset-y-0 rounded border-2 ${windowTones[window.dogState] ?? windowTones.allowed}`}
              style={{ left: `${left}%`, width: `${at(window.end) - left}%` }}
            />
          );
        })}
        {levels.length > 1 && (
          <svg
            className="absolute inset-0 size-full"
            viewBox="0 0 1000 100"
            preserveAspectRatio="none"
          >
            <polyline
              points={tideCurvePoints({ levels }, axis)}
              fill="none"
              stroke="var(--color-sea-600)"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        )}
      </div>
      <AxisLabels axis={axis} />
    </div>
  );
}

/** The hours under a strip, at the same places on every result. */
export function AxisLabels({ axis }: { axis: Axis }) {
  return (
    <div className="relative mt-1 h-4 text-xs text-ink-muted tabular-nums">
      {hourMarks(axis).map((mark) => {
        const left = positionInDay(mark.at, axis);
        const place =
          left <= 0 ? 'translate-x-0' : left >= 100 ? '-translate-x-full' : '-translate-x-1/2';
        return (
          <span key={mark.at} className={`absolute ${place}`} style={{ left: `${left}%` }}>
            {mark.label}
          </span>
        );
      })}
    </div>
  );
}
