import { describe, expect, it } from 'vitest';
import { bestTimesSentence, isPlannableDate, segmentSpan } from './visit-plan-text';

const window = (start: string, end: string, minutes: number) => ({
  start,
  end,
  minutes,
  dogState: 'allowed' as const,
});

describe('the day plan in words', () => {
  it('lists the best walk windows in London time', () => {
    expect(
      bestTimesSentence([
        window('2026-07-10T06:10:00Z', '2026-07-10T08:40:00Z', 150),
        window('2026-07-10T17:00:00Z', '2026-07-10T17:45:00Z', 45),
      ]),
    ).toBe('Best times: 7:10am–9:40am (2 h 30 min), 6pm–6:45pm (45 min)');
    expect(bestTimesSentence([])).toBe('No good time for a dog walk on this day.');
  });

  it('names the dog segments of a day', () => {
    const segment = (start: string, end: string) => ({ start, end, state: 'allowed' as const });
    const day = [
      segment('2026-07-09T23:00:00Z', '2026-07-10T09:00:00Z'),
      segment('2026-07-10T09:00:00Z', '2026-07-10T17:00:00Z'),
      segment('2026-07-10T17:00:00Z', '2026-07-10T23:00:00Z'),
    ];
    expect(day.map((s, index) => segmentSpan(s, index, day.length))).toEqual([
      'Until 10am',
      '10am–6pm',
      'From 6pm',
    ]);
    expect(segmentSpan(day[0]!, 0, 1)).toBe('All day');
  });

  it('accepts dates from 2000 to 2100 only', () => {
    expect(isPlannableDate('2026-07-10')).toBe(true);
    expect(isPlannableDate('2100-12-31')).toBe(true);
    expect(isPlannableDate('1999-12-31')).toBe(false);
    expect(isPlannableDate('2101-01-01')).toBe(false);
    expect(isPlannableDate('2026-02-30')).toBe(false);
    expect(isPlannableDate('')).toBe(false);
  });
});
