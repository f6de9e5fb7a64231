import { describe, expect, it } from 'vitest';
import type { TideEntry } from '@shared/tides';
import { londonDate } from '@shared/london-time';
import { formatDuration, formatLondonTime, nextDate } from './london-clock';
import { allPast, formatCountdown, formatTideHeight, nextTide } from './next-tide';

const tide = (time: string, type: 'high' | 'low', height: number): TideEntry => ({
  time,
  type,
  height,
});
const today = [
  tide('2026-07-10T03:50:00Z', 'low', 1.37),
  tide('2026-07-10T09:52:00Z', 'high', 6.77),
  tide('2026-07-10T16:12:00Z', 'low', 1.65),
  tide('2026-07-10T22:18:00Z', 'high', 6.89),
];
const tomorrow = [tide('2026-07-11T04:30:00Z', 'low', 1.2)];

describe('nextTide', () => {
  it("picks the first of today's tides still to come", () => {
    expect(nextTide(today, [], new Date('2026-07-10T10:00:00Z'))).toBe(today[2]);
    expect(nextTide(today, [], new Date('2026-07-10T00:00:00Z'))).toBe(today[0]);
  });

  it("moves on to tomorrow's list once today's tides are past", () => {
    const lateEvening = new Date('2026-07-10T22:30:00Z');
    expect(allPast(today, lateEvening)).toBe(true);
    expect(nextTide(today, tomorrow, lateEvening)).toBe(tomorrow[0]);
    expect(nextTide(today, [], lateEvening)).toBeNull();
  });

  it('does not count a tide at this very minute as next', () => {
    expect(nextTide(today, [], new Date('2026-07-10T09:52:00Z'))).toBe(today[2]);
  });
});

describe('formatCountdown', () => {
  it.each([
    [2 * 3_600_000 + 5 * 60_000, '2 h 5 min'],
    [3 * 3_600_000, '3 h'],
    [45 * 60_000 + 59_000, '45 min'],
    [59_000, 'under 1 min'],
    [-5_000, 'under 1 min'],
  ])('%d ms -> %s', (milliseconds, text) => {
    expect(formatCountdown(milliseconds)).toBe(text);
  });
});

describe('formatting', () => {
  it('shows heights to one decimal plus m', () => {
    expect(formatTideHeight(3.16)).toBe('3.2m');
    expect(formatTideHeight(4)).toBe('4.0m');
  });

  it('shows times and days in Europe/London whatever the device zone', () => {
    expect(formatLondonTime('2026-07-10T16:12:00Z')).toBe('5:12pm');
    expect(formatLondonTime('2026-01-10T09:05:00Z')).toBe('9:05am');
    expect(formatLondonTime('2026-01-10T00:05:00Z')).toBe('12:05am');
    expect(londonDate(new Date('2026-07-10T23:30:00Z'))).toBe('2026-07-11');
    expect(londonDate(new Date('2026-01-10T23:30:00Z'))).toBe('2026-01-10');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });

  it('writes durations in hours and minutes', () => {
    expect(formatDuration(150)).toBe('2 h 30 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
  });
});
