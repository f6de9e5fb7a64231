import { educationAuthorityNames } from './data/school-terms';
import { capitalise } from './labels';
import { dogDaySegments, dogDayStatus, zoneOf, type DogState, type RuledBeach } from './dog-rules';
import { parseListDay } from './list-day';
import { formatLocalDate, todayInLondon, type LocalDate } from './london-time';
import { easterSunday, halfTermIn, type MovingBound } from './moving-dates';

/** One zone of a beach on a chosen day: "Village end: dogs banned 10am–6pm". */
export interface DogDayPart {
  /** The zone's name, or null for the rest of the beach (the periods that name no zone). */
  zone: string | null;
  state: DogState;
  text: string;
}

/**
 * Each zone's rule through one day, for a beach whose rule names zones (empty otherwise: the
 * day's badge says it all). A zone is judged by its own periods alone, as the beach page's "now"
 * parts are, so a year-round ban on one end does not hide the main beach's summer hours.
 */
export function dogDayParts(beach: RuledBeach, date: LocalDate): DogDayPart[] {
  const rule = beach.dogRule;
  if (!rule) return [];
  const zones = [...new Set(rule.periods.map(zoneOf))];
  if (zones.every((zone) => zone === null)) return [];
  return zones.map((zone) => {
    const periods = rule.periods
      .filter((period) => zoneOf(period) === zone)
      .map((period) => ({ ...period, zone: null }));
    return { zone, ...dogDayStatus({ ...beach, dogRule: { ...rule, periods } }, date) };
  });
}

/** Whether dogs may not be on any part of the beach at any hour of the day, as far as we know. */
export const dogsBannedAllDay = (beach: RuledBeach, date: LocalDate) =>
  dogDaySegments(beach, date).every((segment) => segment.state === 'banned');

/** A date worth one tap on a beach page, because the rule changes around it. */
export interface QuickDay {
  /** "Easter Day", "October half-term (Devon schools)". */
  label: string;
  /** YYYY-MM-DD. */
  date: string;
}

function nextOccurrence(bound: MovingBound, now: Date): QuickDay | null {
  const today = todayInLondon(now);
  for (const year of [today.year, today.year + 1]) {
    if (bound.relativeTo === 'easter') {
      const date = formatLocalDate(easterSunday(year));
      if (parseListDay(date, now)) return { label: 'Easter Day', date };
      continue;
    }
    const halfTerm = halfTermIn(bound.authority, bound.term, year);
    // The first day of the holiday, or today while it is on.
    const start = halfTerm && parseListDay(formatLocalDate(halfTerm.start), now);
    const running = halfTerm && parseListDay(formatLocalDate(halfTerm.end), now);
    const date = start ?? (running ? formatLocalDate(today) : null);
    if (date) {
      return {
        label: `${capitalise(bound.term)} half-term (${educationAuthorityNames[bound.authority]} schools)`,
        date,
      };
    }
  }
  return null;
}

/**
 * The next Easter and half-terms a rule's seasons move with (each once, soonest first), within the
 * year ahead a beach page can be asked about; none for a rule of fixed dates.
 */
export function movingQuickDays(beach: RuledBeach, now = new Date()): QuickDay[] {
  const bounds = (beach.dogRule?.periods ?? [])
    .flatMap((period) => [period.from, period.to])
    .filter((bound): bound is MovingBound => typeof bound !== 'string');
  const days = new Map<string, QuickDay>();
  for (const bound of bounds) {
    const day = nextOccurrence(bound, now);
    if (day && !days.has(day.label)) days.set(day.label, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
