/**
 * Wall-clock time in Europe/London (GMT in winter, BST in summer), without a time-zone library:
 * the dog rules, tide days and daylight of a beach are all stated in local time.
 *
 * The offset is worked out from the law rather than asked of `Intl`: British Summer Time runs from
 * 01:00 GMT on the last Sunday of March to 01:00 GMT on the last Sunday of October (the Summer
 * Time Order 2002, the same dates since 1996). The first time-zone formatter a page makes loads
 * the locale's and the zone's data, a task of 15 to 20 ms on a desktop, several times that on a
 * phone, and each conversion was a `formatToParts` call; this is arithmetic. The tests check it
 * against the time-zone database, every half hour around each change, 1996 to 2040.
 */
export const londonTimeZone = 'Europe/London';

/** The months in full, January first: the one list every screen and sentence names them from. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "Jan" to "Dec", written out so the server and every browser agree (Intl's differ). */
export const shortMonthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface LocalMoment extends LocalDate {
  /** Minutes since local midnight, 0 to 1439. */
  minute: number;
}

const hourMillis = 3_600_000;

/** The last Sunday of a month (1 to 12) as a day of that month. */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/** Whether British Summer Time is in force at an instant (milliseconds since the epoch). */
function isSummerTime(millis: number): boolean {
  const year = new Date(millis).getUTCFullYear();
  const starts = Date.UTC(year, 2, lastSunday(year, 3), 1);
  const ends = Date.UTC(year, 9, lastSunday(year, 10), 1);
  return millis >= starts && millis < ends;
}

export function toLondon(instant: Date): LocalMoment {
  const millis = instant.getTime();
  const local = new Date(millis + (isSummerTime(millis) ? hourMillis : 0));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

const asUtcMillis = ({ year, month, day, minute }: LocalMoment) =>
  Date.UTC(year, month - 1, day, 0, minute);

/** The instant a London wall-clock time happens (the later one when the clocks go back). */
export function fromLondon(local: LocalMoment): Date {
  const wanted = asUtcMillis(local);
  const offsetAt = (millis: number) => asUtcMillis(toLondon(new Date(millis))) - millis;
  const first = wanted - offsetAt(wanted);
  const second = wanted - offsetAt(first);
  const roundTrips = (millis: number) => asUtcMillis(toLondon(new Date(millis))) === wanted;
  return new Date(second !== first && roundTrips(second) ? second : first);
}

/** "2026-05-01" -> {year, month, day}, or null when it is not a real calendar date. */
export function parseLocalDate(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

export const formatLocalDate = ({ year, month, day }: LocalDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** Local midnight at the start of a date, and at the start of the next (23, 24 or 25 hours later). */
export function londonDayBounds(date: LocalDate): { start: Date; end: Date } {
  return {
    start: fromLondon({ ...date, minute: 0 }),
    end: fromLondon({ ...addDays(date, 1), minute: 0 }),
  };
}

export const todayInLondon = (now = new Date()): LocalDate => {
  const { year, month, day } = toLondon(now);
  return { year, month, day };
};

/** The Europe/London calendar date (`yyyy-MM-dd`) of an instant: the day at the coast. */
export const londonDate = (at: Date): string => formatLocalDate(todayInLondon(at));
