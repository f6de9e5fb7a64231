import type { DayPlan } from '@shared/day-plan';
import type { DogState } from '@shared/dog-rules';

/** A day plan, or a week's day: a week's days carry no tide levels. */
type PlannedDay = Pick<DayPlan, 'date' | 'dogs'> & { levels?: DayPlan['levels'] };

/** The instants a day plan covers: local midnight to midnight (23 or 25 hours when clocks change). */
export function dayBounds(plan: PlannedDay): { start: number; end: number } {
  const segments = plan.dogs.segments;
  const first = segments[0];
  const last = segments.at(-1);
  if (first && last) {
    return { start: Date.parse(first.start), end: Date.parse(last.end) };
  }
  const start = Date.parse(plan.levels?.[0]?.time ?? `${plan.date}T00:00:00Z`);
  return { start, end: start + 24 * 3_600_000 };
}

/** Where an instant falls along the day, as a percentage clamped to 0-100. */
export function positionInDay(instant: string | number, bounds: { start: number; end: number }) {
  const time = typeof instant === 'number' ? instant : Date.parse(instant);
  const fraction = (time - bounds.start) / (bounds.end - bounds.start);
  return Math.min(100, Math.max(0, fraction * 100));
}

/** The tide levels as an SVG polyline in a 1000 x 100 box (low water at the bottom). */
export function tideCurvePoints(
  plan: Pick<DayPlan, 'levels'>,
  bounds: { start: number; end: number },
): string {
  const heights = plan.levels.map((level) => level.height);
  const low = Math.min(...heights);
  const high = Math.max(...heights);
  const range = high - low || 1;
  return plan.levels
    .map((level) => {
      const x = positionInDay(level.time, bounds) * 10;
      const y = 92 - ((level.height - low) / range) * 84;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

export const dogStateLabels: Record<DogState, { long: string; short: string }> = {
  allowed: { long: 'Dogs allowed', short: 'Allowed' },
  lead: { long: 'Dogs on leads', short: 'On leads' },
  restricted: { long: 'Dogs banned from part of the beach', short: 'Part banned' },
  banned: { long: 'Dogs banned', short: 'Banned' },
  unconfirmed: { long: 'Dates not confirmed: check the signs', short: 'Check signs' },
};

export const dogStateColours: Record<DogState, string> = {
  allowed: 'bg-allowed-bg text-allowed',
  lead: 'bg-seasonal-bg text-seasonal',
  restricted: 'bg-seasonal-bg text-banned',
  banned: 'bg-banned-bg text-banned',
  unconfirmed: 'bg-line text-ink',
};
