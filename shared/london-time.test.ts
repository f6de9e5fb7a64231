import { describe, expect, it } from 'vitest';
import { fromLondon, londonDayBounds, londonTimeZone, toLondon } from './london-time';

/** The browser's (here Node's) time-zone database, the reference the arithmetic must agree with. */
const reference = new Intl.DateTimeFormat('en-GB', {
  timeZone: londonTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

function byIntl(instant: Date) {
  const parts: Record<string, number> = {};
  for (const part of reference.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    minute: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
  };
}

describe('toLondon', () => {
  it('agrees with the time-zone database from 1996 to 2040', () => {
    const hour = 3_600_000;
    const mismatches: string[] = [];
    const check = (millis: number) => {
      const instant = new Date(millis);
      if (JSON.stringify(toLondon(instant)) !== JSON.stringify(byIntl(instant))) {
        mismatches.push(instant.toISOString());
      }
    };
    for (let year = 1996; year <= 2040; year++) {
      // Every hour of the weeks around each change, and each day's noon and midnight otherwise.
      for (const month of [2, 9]) {
        const from = Date.UTC(year, month, 21);
        for (let millis = from; millis < from + 14 * 24 * hour; millis += hour / 2) check(millis);
      }
      for (
        let millis = Date.UTC(year, 0, 1);
        millis < Date.UTC(year + 1, 0, 1);
        millis += 12 * hour
      ) {
        check(millis);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('changes the clocks at 01:00 GMT on the last Sundays of March and October', () => {
    expect(toLondon(new Date('2026-03-29T00:59:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      minute: 59,
    });
    expect(toLondon(new Date('2026-03-29T01:00:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      minute: 120,
    });
    expect(toLondon(new Date('2026-10-25T00:59:00Z')).minute).toBe(119);
    expect(toLondon(new Date('2026-10-25T01:00:00Z')).minute).toBe(60);
    // A summer evening is the next day in London an hour before it is in UTC.
    expect(toLondon(new Date('2026-07-31T23:30:00Z'))).toEqual({
      year: 2026,
      month: 8,
      day: 1,
      minute: 30,
    });
  });
});

describe('fromLondon', () => {
  it('finds the instant of a wall-clock time, the later one when the clocks go back', () => {
    expect(fromLondon({ year: 2026, month: 7, day: 1, minute: 9 * 60 }).toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(fromLondon({ year: 2026, month: 10, day: 25, minute: 90 }).toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    );
  });

  it('makes the days the clocks change 23 and 25 hours long', () => {
    const hours = (date: { year: number; month: number; day: number }) => {
      const { start, end } = londonDayBounds(date);
      return (end.getTime() - start.getTime()) / 3_600_000;
    };
    expect(hours({ year: 2026, month: 3, day: 29 })).toBe(23);
    expect(hours({ year: 2026, month: 10, day: 25 })).toBe(25);
    expect(hours({ year: 2026, month: 11, day: 28 })).toBe(24);
  });
});
