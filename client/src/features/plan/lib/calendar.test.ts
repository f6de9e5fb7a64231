import { describe, expect, it } from 'vitest';
import { calendarFileName, walkCalendarFile } from './calendar';
import { planResult } from './test-plan';

const result = planResult({
  windows: [
    {
      start: '2026-07-11T12:05:00.000Z',
      end: '2026-07-11T14:40:00.000Z',
      minutes: 155,
      dogState: 'allowed',
    },
  ],
  totalMinutes: 155,
});
const [window] = result.windows;

describe('a walk as a calendar file', () => {
  it('is one event at the beach, in UTC, with the walk in words', async () => {
    const text = await walkCalendarFile(result, window!, 'https://dogs.example');
    const unfolded = text.replace(/\r?\n[ \t]/g, '');
    expect(unfolded).toContain('BEGIN:VCALENDAR');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toContain('SUMMARY:Dog walk at Westward Ho!');
    expect(unfolded).toContain('DTSTART:20260711T120500Z');
    expect(unfolded).toContain('DTEND:20260711T144000Z');
    expect(unfolded).toContain('LOCATION:Westward Ho!\\, North Devon');
    expect(unfolded).toContain('URL:https://dogs.example/beach/westward-ho');
    expect(unfolded).toContain('GEO:51.04;-4.24');
    // London's summer time: 12:05 UTC is 1:05pm at the coast.
    expect(unfolded).toContain('DESCRIPTION:Walk 1:05pm–3:40pm\\, 2 h 35 min\\, dogs allowed');
    expect(unfolded).toContain('UID:westward-ho-1783771500000@dogs.example');
  });

  it('is named after the beach, the day and the London time', () => {
    expect(calendarFileName('2026-07-11', result, window!)).toBe(
      'dog-walk-westward-ho-2026-07-11-1305.ics',
    );
  });
});
