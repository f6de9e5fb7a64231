import { describe, expect, it } from 'vitest';
import { formatClockText, formatLondonTime, formatTimeOfDay, formatTimeRange } from './time-of-day';

describe('formatTimeOfDay', () => {
  it.each([
    [600, '10am'],
    [630, '10:30am'],
    [816, '1:36pm'],
    [1080, '6pm'],
    [65, '1:05am'],
    [0, 'midnight'],
    [1440, 'midnight'],
    [720, 'noon'],
    [725, '12:05pm'],
    [5, '12:05am'],
  ])('writes minute %i as %s', (minute, expected) => {
    expect(formatTimeOfDay(minute)).toBe(expected);
  });
});

describe('formatClockText', () => {
  it.each([
    ['18:00', '6pm'],
    ['09:30', '9:30am'],
    ['10:00:00', '10am'],
    ['00:00', 'midnight'],
  ])('writes %s as %s', (text, expected) => {
    expect(formatClockText(text)).toBe(expected);
  });
});

describe('formatLondonTime', () => {
  it('writes an instant as London wall-clock time, in summer and in winter', () => {
    expect(formatLondonTime('2026-07-10T16:12:00Z')).toBe('5:12pm');
    expect(formatLondonTime('2026-12-10T09:00:00Z')).toBe('9am');
    expect(formatLondonTime(Date.parse('2026-12-10T13:36:00Z'))).toBe('1:36pm');
  });
});

describe('formatTimeRange', () => {
  it('joins two times with an en dash', () => {
    expect(formatTimeRange(formatTimeOfDay(600), formatTimeOfDay(1080))).toBe('10am–6pm');
  });
});
