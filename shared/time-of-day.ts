import { toLondon } from './london-time';

/**
 * The site's one way of writing a time of day, on both sides: lower-case am and pm, no leading
 * zero, no ":00" on the hour ("10am", "1:36pm"), and the words "midnight" and "noon", which no one
 * misreads. Ranges are joined with an en dash: "10am–6pm". Times are London wall-clock times.
 */

const minutesPerDay = 1440;

/** Minutes since midnight -> "10am", "10:30am", "midnight" (0 or 1440), "noon" (720). */
export function formatTimeOfDay(minute: number): string {
  const inDay = ((Math.round(minute) % minutesPerDay) + minutesPerDay) % minutesPerDay;
  if (inDay === 0) return 'midnight';
  if (inDay === 720) return 'noon';
  const hour = Math.floor(inDay / 60);
  const minutes = inDay % 60;
  const suffix = hour < 12 ? 'am' : 'pm';
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return minutes === 0
    ? `${shown}${suffix}`
    : `${shown}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/** "18:00" or "18:00:00" (as forms and the dog-rule data write times) -> "6pm". */
export const formatClockText = (text: string): string =>
  formatTimeOfDay(Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5)));

/** An instant as the coast's wall clock: "2026-07-10T16:12:00Z" -> "5:12pm". */
export const formatLondonTime = (instant: string | number | Date): string =>
  formatTimeOfDay(toLondon(new Date(instant)).minute);

/** Two times as a range: "10am–6pm" (an en dash, no spaces). */
export const formatTimeRange = (from: string, to: string): string => `${from}–${to}`;
