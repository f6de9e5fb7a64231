import type { DogState } from '@shared/dog-rules';
import { addDays, formatLocalDate, fromLondon, parseLocalDate } from '@shared/london-time';
import type { Week } from '@shared/week';

type WeekDay = Week['days'][number];

/** "HH:MM" on a date in London as the API's ISO instant. */
const at = (date: string, time: string) =>
  fromLondon({
    ...parseLocalDate(date)!,
    minute: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
  }).toISOString();

interface DayOverrides {
  /** The dog rule's hours, London time; all day allowed unless given. */
  segments?: { from: string; to: string; state: DogState }[];
  /** Walk windows, London time; 08:05-12:20 unless given. */
  windows?: [string, string][];
}

/** A day of a week answer, dogs allowed all day and one walk from 08:05 to 12:20 unless told. */
export function makeWeekDay(date: string, overrides: DayOverrides = {}): WeekDay {
  const segments = overrides.segments ?? [{ from: '00:00', to: '24:00', state: 'allowed' }];
  const windows = overrides.windows ?? [['08:05', '12:20']];
  const next = formatLocalDate(addDays(parseLocalDate(date)!, 1));
  const instant = (time: string) => (time === '24:00' ? at(next, '00:00') : at(date, time));
  const walkWindows = windows.map(([start, end]) => ({
    start: instant(start),
    end: instant(end),
    minutes: (Date.parse(instant(end)) - Date.parse(instant(start))) / 60_000,
    dogState: 'allowed' as const,
  }));
  return {
    date,
    dogs: {
      today: 'Dogs allowed today',
      segments: segments.map((segment) => ({
        start: instant(segment.from),
        end: instant(segment.to),
        state: segment.state,
      })),
    },
    walkWindows,
    totalMinutes: walkWindows.reduce((sum, window) => sum + window.minutes, 0),
    daylight: {
      dawn: at(date, '04:30'),
      sunrise: at(date, '05:15'),
      sunset: at(date, '21:30'),
      dusk: at(date, '22:15'),
    },
  };
}

/** Seven days from `from` at Croyde Bay (id 3); `days` replaces the days it names by offset. */
export function makeWeek(from: string, days: Record<number, DayOverrides> = {}): Week {
  const start = parseLocalDate(from)!;
  return {
    beach: { id: 3, slug: 'croyde-bay', name: 'Croyde Bay' },
    days: Array.from({ length: 7 }, (_, offset) =>
      makeWeekDay(formatLocalDate(addDays(start, offset)), days[offset]),
    ),
  };
}
