import { describe, expect, it } from 'vitest';
import { formatLocalDate } from './london-time';
import { describeMovingBound, easterSunday, halfTermIn, resolveBound } from './moving-dates';

describe('easterSunday', () => {
  it.each([
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
    [2031, '2031-04-13'],
    [2032, '2032-03-28'],
    [2033, '2033-04-17'],
    [2034, '2034-04-09'],
    [2035, '2035-03-25'],
    // The earliest and latest possible dates, and some past years, as published.
    [2285, '2285-03-22'],
    [2038, '2038-04-25'],
    [2000, '2000-04-23'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
  ])('%i: %s', (year, date) => {
    expect(formatLocalDate(easterSunday(year))).toBe(date);
  });
});

describe('resolveBound', () => {
  it('counts days from Easter Day', () => {
    const on = (offsetDays: number, year: number) =>
      formatLocalDate(resolveBound({ relativeTo: 'easter', offsetDays }, year, 'from')!);
    expect(on(-14, 2026)).toBe('2026-03-22');
    expect(on(-14, 2027)).toBe('2027-03-14');
    expect(on(-2, 2026)).toBe('2026-04-03');
    expect(on(1, 2035)).toBe('2035-03-26');
  });

  it('reads a half-term from the data, and gives null for a year it does not cover', () => {
    const end = { relativeTo: 'half-term', term: 'october', edge: 'end' } as const;
    expect(resolveBound({ ...end, authority: 'cornwall' }, 2025, 'to')).toEqual({
      year: 2025,
      month: 10,
      day: 31,
    });
    expect(resolveBound({ ...end, authority: 'cornwall' }, 2026, 'to')).toBeNull();
    expect(resolveBound({ ...end, authority: 'devon' }, 2025, 'to')).toBeNull();
    expect(halfTermIn('cornwall', 'february', 2026)).toEqual({
      start: { year: 2026, month: 2, day: 16 },
      end: { year: 2026, month: 2, day: 20 },
    });
    // Dorset's source gives no May half-term.
    expect(halfTermIn('dorset', 'may', 2026)).toBeNull();
  });

  it('moves a fixed 29 February to 1 March as a start and 28 February as an end', () => {
    expect(resolveBound('02-29', 2027, 'from')).toEqual({ year: 2027, month: 3, day: 1 });
    expect(resolveBound('02-29', 2027, 'to')).toEqual({ year: 2027, month: 2, day: 28 });
    expect(resolveBound('02-29', 2028, 'to')).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe('describeMovingBound', () => {
  it.each([
    [{ relativeTo: 'easter', offsetDays: -14 } as const, '2 weeks before Easter Day'],
    [{ relativeTo: 'easter', offsetDays: -2 } as const, 'Good Friday'],
    [{ relativeTo: 'easter', offsetDays: 1 } as const, 'Easter Monday'],
    [{ relativeTo: 'easter', offsetDays: 3 } as const, '3 days after Easter Day'],
    [
      { relativeTo: 'half-term', term: 'october', edge: 'end', authority: 'devon' } as const,
      'the end of the October half-term (Devon schools)',
    ],
  ])('%j', (bound, text) => {
    expect(describeMovingBound(bound)).toBe(text);
  });
});
