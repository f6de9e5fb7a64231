import { addDays, formatLocalDate, parseLocalDate } from '@shared/london-time';
import { fullDate } from '@shared/english-dates';

/** Every time on the beach page is wall-clock time at the coast, wherever the visitor's phone is. */
export { formatLondonTime } from '@shared/time-of-day';

/** The calendar day after a yyyy-MM-dd date. */
export function nextDate(date: string): string {
  const parsed = parseLocalDate(date);
  return parsed ? formatLocalDate(addDays(parsed, 1)) : date;
}

/** "2026-11-22" -> "Sunday, 22 November 2026". */
export function formatLongDate(date: string): string {
  const parsed = parseLocalDate(date);
  return parsed ? fullDate(parsed) : date;
}

/** 150 -> "2 h 30 min"; 45 -> "45 min". */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
