import { describe, expect, it } from 'vitest';
import {
  fullDate,
  londonDayOf,
  longDayMonthYear,
  monthYear,
  shortDayMonth,
  shortDayMonthYear,
  weekdayDayMonth,
  weekdayName,
} from './english-dates';
import type { LocalDate } from './london-time';

/** Each hand-written pattern beside the `Intl` options it stands for (its reference). */
const patterns: [string, (date: LocalDate) => string, Intl.DateTimeFormatOptions][] = [
  ['weekdayName long', (date: LocalDate) => weekdayName(date), { weekday: 'long' }],
  ['weekdayName short', (date: LocalDate) => weekdayName(date, 'short'), { weekday: 'short' }],
  ['shortDayMonth', shortDayMonth, { day: 'numeric', month: 'short' }],
  ['shortDayMonthYear', shortDayMonthYear, { day: 'numeric', month: 'short', year: 'numeric' }],
  ['longDayMonthYear', longDayMonthYear, { day: 'numeric', month: 'long', year: 'numeric' }],
  ['monthYear', monthYear, { month: 'long', year: 'numeric' }],
  ['weekdayDayMonth', weekdayDayMonth, { weekday: 'long', day: 'numeric', month: 'long' }],
  ['fullDate', fullDate, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }],
];

describe('English dates', () => {
  it.each(patterns)(
    '%s writes every day of 2000 to 2040 as Intl en-GB does',
    (_, format, options) => {
      const reference = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
      const mismatches: string[] = [];
      for (let millis = Date.UTC(2000, 0, 1); millis < Date.UTC(2041, 0, 1); millis += 86_400_000) {
        const instant = new Date(millis);
        const date = {
          year: instant.getUTCFullYear(),
          month: instant.getUTCMonth() + 1,
          day: instant.getUTCDate(),
        };
        const expected = reference.format(instant);
        if (format(date) !== expected) mismatches.push(`${format(date)} != ${expected}`);
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
    },
  );

  it('writes the examples its comments give', () => {
    const date = { year: 2026, month: 9, day: 6 };
    expect(fullDate(date)).toBe('Sunday, 6 September 2026');
    expect(shortDayMonthYear(date)).toBe('6 Sept 2026');
    expect(weekdayDayMonth({ year: 2026, month: 3, day: 14 })).toBe('Saturday 14 March');
  });

  it('takes the day in Devon, not in UTC, from an instant', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time.
    expect(londonDayOf('2026-06-30T23:30:00Z')).toEqual({ year: 2026, month: 7, day: 1 });
    // In winter London is on UTC.
    expect(londonDayOf('2026-12-31T23:30:00Z')).toEqual({ year: 2026, month: 12, day: 31 });
    expect(londonDayOf(new Date('2026-03-29T00:59:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 29,
    });
    expect(londonDayOf('not a date')).toBeNull();
  });
});
