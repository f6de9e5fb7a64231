import { monthNames, shortMonthNames, toLondon, type LocalDate } from './london-time';

/**
 * Dates written out as `Intl.DateTimeFormat('en-GB')` writes them ("Sunday, 22 November 2026",
 * "20 Sept 2026"), by hand. The first date formatter a page makes loads the locale's data, a task
 * of 12 to 25 ms on a desktop and several times that on a phone, in the middle of hydration; and
 * the server and the browser then write the same date the same way whatever their ICU versions.
 * The tests compare every pattern with `Intl` for every day from 2000 to 2040.
 */

const weekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** British abbreviations: "Sept" for September, the others three letters ("Nov"). */
const shortMonths = shortMonthNames.map((name) => (name === 'Sep' ? 'Sept' : name));

/** 0 for Sunday to 6 for Saturday. */
export const dayOfWeek = ({ year, month, day }: LocalDate) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

const shortWeekdays = weekdays.map((name) => name.slice(0, 3));

/** "Sunday", or "Sun" when `short`. */
export const weekdayName = (date: LocalDate, width: 'long' | 'short' = 'long') =>
  (width === 'short' ? shortWeekdays : weekdays)[dayOfWeek(date)] ?? '';

/** "22 Nov" (September is "Sept"). */
export const shortDayMonth = (date: LocalDate) => `${date.day} ${shortMonths[date.month - 1]}`;

/** "22 Nov 2026". */
export const shortDayMonthYear = (date: LocalDate) => `${shortDayMonth(date)} ${date.year}`;

/** "22 November 2026". */
export const longDayMonthYear = (date: LocalDate) =>
  `${date.day} ${monthNames[date.month - 1]} ${date.year}`;

/** "November 2026". */
export const monthYear = (date: LocalDate) => `${monthNames[date.month - 1]} ${date.year}`;

/** "Sunday 22 November". */
export const weekdayDayMonth = (date: LocalDate) =>
  `${weekdayName(date)} ${date.day} ${monthNames[date.month - 1]}`;

/** "Sunday, 22 November 2026". */
export const fullDate = (date: LocalDate) => `${weekdayName(date)}, ${longDayMonthYear(date)}`;

/**
 * An instant (an ISO timestamp or a Date) written as its day in Devon by `format`, or the text
 * itself when it is no date.
 */
export function formatLondonDay(at: string | Date, format: (date: LocalDate) => string): string {
  const day = londonDayOf(at);
  return day ? format(day) : String(at);
}

/** The calendar day in Devon at an instant (an ISO timestamp or a Date), or null when invalid. */
export function londonDayOf(at: string | Date): LocalDate | null {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return null;
  const { year, month, day } = toLondon(instant);
  return { year, month, day };
}
