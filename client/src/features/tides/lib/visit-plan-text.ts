import type { DayPlan } from '@shared/day-plan';
import { tideYears } from '@shared/tides';
import { parseLocalDate } from '@shared/london-time';
import { formatLondonTime, formatTimeRange } from '@shared/time-of-day';
import { formatDuration } from './london-clock';

type Window = DayPlan['walkWindows'][number];
type Segment = DayPlan['dogs']['segments'][number];

const span = (from: string, to: string) =>
  formatTimeRange(formatLondonTime(from), formatLondonTime(to));

/** A walk window for people: "7:10am–9:40am (2 h 30 min)". */
export const formatWalkWindow = (window: Window) =>
  `${span(window.start, window.end)} (${formatDuration(window.minutes)})`;

/** The one line a screen reader hears for the timeline: "Best times: 7:10am–9:40am (2 h 30 min)". */
export const bestTimesSentence = (windows: readonly Window[]) =>
  windows.length === 0
    ? 'No good time for a dog walk on this day.'
    : `Best times: ${windows.map(formatWalkWindow).join(', ')}`;

/** "All day", "Until 10am", "10am–6pm", "From 6pm". */
export function segmentSpan(segment: Segment, index: number, count: number): string {
  if (count === 1) return 'All day';
  if (index === 0) return `Until ${formatLondonTime(segment.end)}`;
  if (index === count - 1) return `From ${formatLondonTime(segment.start)}`;
  return span(segment.start, segment.end);
}

export const firstPlanDate = `${tideYears.first}-01-01`;
export const lastPlanDate = `${tideYears.last}-12-31`;

/** Whether a date picker's value is a real day the plan can be made for (2000-2100). */
export function isPlannableDate(value: string): boolean {
  return parseLocalDate(value) !== null && value >= firstPlanDate && value <= lastPlanDate;
}
