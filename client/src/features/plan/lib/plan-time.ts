import type { TideEntry } from '@shared/tides';
import { formatLondonTime } from '@shared/time-of-day';

const hour = 3_600_000;

export interface Axis {
  start: number;
  end: number;
}

/**
 * The one time line every result is drawn on: the asked time widened to whole hours (London's
 * offset is a whole number of hours, so UTC hours are its hours too).
 */
export function planAxis(window: { start: string; end: string }): Axis {
  const start = Math.floor(Date.parse(window.start) / hour) * hour;
  const end = Math.ceil(Date.parse(window.end) / hour) * hour;
  return { start, end: Math.max(end, start + hour) };
}

/** The hours to label along the axis: every hour, or every second or third on a long day. */
export function hourMarks(axis: Axis): { at: number; label: string }[] {
  const hours = (axis.end - axis.start) / hour;
  const step = hours <= 6 ? 1 : hours <= 12 ? 2 : 3;
  const marks = [];
  for (let at = axis.start; at <= axis.end; at += step * hour) {
    marks.push({ at, label: formatLondonTime(at) });
  }
  return marks;
}

/**
 * A tide curve through the day's high and low waters, every 15 minutes: between two turns the
 * height follows half a cosine, the usual smooth rise and fall. Only between the first and last
 * turn: beyond them the answer says nothing.
 */
export function tideCurve(tides: readonly TideEntry[]): { time: string; height: number }[] {
  const turns = tides
    .map((tide) => ({ at: Date.parse(tide.time), height: tide.height }))
    .sort((a, b) => a.at - b.at);
  const levels: { time: string; height: number }[] = [];
  const step = hour / 4;
  for (let index = 0; index + 1 < turns.length; index += 1) {
    const from = turns[index]!;
    const to = turns[index + 1]!;
    for (let at = from.at; at < to.at; at += step) {
      const fraction = (at - from.at) / (to.at - from.at);
      const height =
        from.height + ((to.height - from.height) * (1 - Math.cos(Math.PI * fraction))) / 2;
      levels.push({ time: new Date(at).toISOString(), height });
    }
  }
  const last = turns.at(-1);
  if (last && levels.length > 0)
    levels.push({ time: new Date(last.at).toISOString(), height: last.height });
  return levels;
}
