import { addDays, formatLocalDate, parseLocalDate, todayInLondon } from './london-time';

/** How far ahead a list may be asked about: the dog rules are known a year ahead at most. */
export const listDaysAhead = 365;

/** The first and last day a list's "Dogs allowed on" filter accepts, as YYYY-MM-DD (London). */
export function listDayRange(now = new Date()): { first: string; last: string } {
  const today = todayInLondon(now);
  return { first: formatLocalDate(today), last: formatLocalDate(addDays(today, listDaysAhead)) };
}

/**
 * The day a list's "Dogs allowed on" names, as YYYY-MM-DD, or null for none: a real date from
 * today (in London) to a year ahead. Read the same way by the browser and by the server's render.
 */
export function parseListDay(text: string | null | undefined, now = new Date()): string | null {
  const date = text ? parseLocalDate(text.trim()) : null;
  if (!date) return null;
  const day = formatLocalDate(date);
  const { first, last } = listDayRange(now);
  return day >= first && day <= last ? day : null;
}

/** The quick choices: today, tomorrow and the coming Saturday (today, on a Saturday). */
export function listDayChoices(now = new Date()): {
  today: string;
  tomorrow: string;
  saturday: string;
} {
  const today = todayInLondon(now);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  return {
    today: formatLocalDate(today),
    tomorrow: formatLocalDate(addDays(today, 1)),
    saturday: formatLocalDate(addDays(today, (6 - weekday + 7) % 7)),
  };
}

/**
 * The day a beach page's address names (`?date=`), when it is not today: a real day up to a year
 * ahead in London, else null, and the page speaks of today. The browser, the server's render and
 * the page's link preview read the address with this one rule.
 */
export function beachPageDay(text: string | null | undefined, now = new Date()): string | null {
  const day = parseListDay(text, now);
  return day && day !== listDayChoices(now).today ? day : null;
}
