import type { TideEntry } from '@shared/tides';
import { formatDuration } from './london-clock';

/**
 * The first high or low water after `now`: from today's list, or from tomorrow's once today's
 * are all past: the tide card counts down to it.
 */
export function nextTide(
  today: readonly TideEntry[],
  tomorrow: readonly TideEntry[],
  now: Date,
): TideEntry | null {
  const after = (entry: TideEntry) => new Date(entry.time).getTime() > now.getTime();
  return today.find(after) ?? tomorrow.find(after) ?? null;
}

/** True when every tide of the day has already happened, so the next one is tomorrow's. */
export const allPast = (entries: readonly TideEntry[], now: Date) =>
  entries.length > 0 && entries.every((entry) => new Date(entry.time).getTime() <= now.getTime());

/**
 * The time to a tide in hours and minutes: "3 h 5 min", "45 min", "under 1 min". Minutes are
 * rounded down, so the count never claims more time than there is.
 */
export function formatCountdown(milliseconds: number): string {
  const totalMinutes = Math.floor(Math.max(0, milliseconds) / 60_000);
  return totalMinutes === 0 ? 'under 1 min' : formatDuration(totalMinutes);
}

/** 3.16 -> "3.2m": one decimal plus 'm'. */
export const formatTideHeight = (metres: number) => `${metres.toFixed(1)}m`;

/** The card lists at most 4 entries. */
export const maxTideEntries = 4;
