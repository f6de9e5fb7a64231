import type { DogState } from '@shared/dog-rules';
import type { Week } from '@shared/week';
import { dayOfWeek, shortDayMonth, weekdayName } from '@shared/english-dates';
import { addDays, formatLocalDate, parseLocalDate } from '@shared/london-time';
import { dogStateLabels } from './day-timeline';
import { formatWalkWindow, segmentSpan } from './visit-plan-text';

export type WeekDay = Week['days'][number];

/** The day with the most walking minutes; the earlier of equals; none when no day has any. */
export function bestDay(days: readonly WeekDay[]): WeekDay | null {
  let best: WeekDay | null = null;
  for (const day of days) {
    if (day.totalMinutes > 0 && (!best || day.totalMinutes > best.totalMinutes)) best = day;
  }
  return best;
}

/** Most restrictive first: a mixed day is shown by the worst of what dogs meet that day. */
const severity: DogState[] = ['banned', 'restricted', 'unconfirmed', 'lead', 'allowed'];

/**
 * The day's dog rule in one line and one state (for its colour and icon): "Dogs allowed all day",
 * "Dogs banned all day", or the hours that are not plain "allowed" ("Dogs banned 10am–6pm").
 * A day that is banned for some hours only is shown as restricted: there is still a time to go.
 */
export function dayDogSummary(day: WeekDay): { state: DogState; text: string } {
  const segments = day.dogs.segments;
  const states = new Set(segments.map((segment) => segment.state));
  if (states.size <= 1) {
    const state = segments[0]?.state ?? 'unconfirmed';
    // An unconfirmed or expired rule: the server's own words say why.
    if (state === 'unconfirmed') return { state, text: day.dogs.today };
    return { state, text: `${dogStateLabels[state].long} all day` };
  }
  const text = segments
    .map((segment, index) =>
      segment.state === 'allowed'
        ? null
        : `${dogStateLabels[segment.state].long} ${lowerFirst(segmentSpan(segment, index, segments.length))}`,
    )
    .filter(Boolean)
    .join('; ');
  const worst = severity.find((state) => states.has(state)) ?? 'allowed';
  return { state: worst === 'banned' ? 'restricted' : worst, text };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A walk window, saying so when dogs must be on leads or keep to part of the beach then. */
export function walkWindowText(window: WeekDay['walkWindows'][number]): string {
  const text = formatWalkWindow(window);
  return window.dogState === 'allowed'
    ? text
    : `${text}, ${dogStateLabels[window.dogState].short.toLowerCase()}`;
}

/** "2026-07-11" -> { weekday: "Saturday", date: "11 Jul" }. */
export function dayNames(date: string): { weekday: string; date: string } {
  const parsed = parseLocalDate(date);
  if (!parsed) return { weekday: date, date: '' };
  return { weekday: weekdayName(parsed), date: shortDayMonth(parsed) };
}

/**
 * The weekend My beaches shows: the coming Saturday and Sunday, today included, each the next of
 * its weekday from today. So on a Saturday it is today and tomorrow, and on a Sunday it is today
 * and the Saturday after (yesterday is past). `from` asks the week endpoint for the earlier of the
 * two, so both fall within the seven days it answers.
 */
export function comingWeekend(today: string): { from: string; dates: [string, string] } {
  const parsed = parseLocalDate(today);
  if (!parsed) return { from: today, dates: [today, today] };
  const weekday = dayOfWeek(parsed); // 0 Sunday ... 6 Saturday
  const saturday = formatLocalDate(addDays(parsed, (6 - weekday + 7) % 7));
  const sunday = formatLocalDate(addDays(parsed, (7 - weekday) % 7));
  const dates: [string, string] = saturday < sunday ? [saturday, sunday] : [sunday, saturday];
  return { from: dates[0], dates };
}
