import { formatLondonDay, shortDayMonthYear } from '@shared/english-dates';
import { formatLondonTime } from '@shared/time-of-day';

/* As the back office's lists show what they read. */

/** "3 Mar 2026"; a calendar date ("2026-03-03") reads as that day wherever the browser is. */
export function formatAdminDate(value: string): string {
  const calendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDate ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : formatLondonDay(date, shortDayMonthYear);
}

/** "3 Mar 2026, 2:05pm" in UK time. */
export function formatAdminDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : `${formatLondonDay(date, shortDayMonthYear)}, ${formatLondonTime(date)}`;
}

/** A member as the lists name them: their name, else their e-mail, else a removed account. */
export function memberName(user: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || 'Deleted account';
}
