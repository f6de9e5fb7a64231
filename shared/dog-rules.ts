import { z } from 'zod';
import type { DogRule, DogRulePeriod } from './beaches';
import {
  addDays,
  fromLondon,
  parseLocalDate,
  shortMonthNames as monthNames,
  toLondon,
  todayInLondon,
  type LocalDate,
  type LocalMoment,
} from './london-time';
import { boundOrder, resolveBound } from './moving-dates';
import { formatTimeOfDay, formatTimeRange } from './time-of-day';

/**
 * `unconfirmed`: the rule's dates are not known now (no source gives them, a half-term the data
 * does not cover, or an order that has ended), so the owner must read the signs.
 */
export const dogStates = ['allowed', 'lead', 'restricted', 'banned', 'unconfirmed'] as const;
export type DogState = (typeof dogStates)[number];

/** Whether dogs may be on (part of) the beach in this state as far as we know. */
export const dogsMayGo = (state: DogState) => state !== 'banned' && state !== 'unconfirmed';

const changeSchema = z.object({ at: z.string(), state: z.enum(dogStates), text: z.string() });

/** One zone of the beach (or the whole of it, `zone: null`) with its own state and next change. */
export const dogStatusPartSchema = z.object({
  zone: z.string().nullable(),
  state: z.enum(dogStates),
  /** "No dogs all year", "Dogs allowed", "Dates not confirmed: check the signs". */
  text: z.string(),
  nextChange: changeSchema.nullable(),
});
export type DogStatusPart = z.infer<typeof dogStatusPartSchema>;

/** What a beach's dog rule says at one moment, and when that changes. */
export const dogStatusSchema = z.object({
  state: z.enum(dogStates),
  /** "Dogs allowed", "Dogs on leads", "Dogs banned", … */
  headline: z.string(),
  /** The next change, within a year: "Ban starts 1 May", "Allowed again from 6pm". */
  nextChange: changeSchema.nullable(),
  /** The day in one line for a badge: "Dogs allowed today", "Dogs banned 10am–6pm until 30 Sep". */
  today: z.string(),
  /** Whether dogs may be on (at least part of) the beach at some time today. */
  allowedToday: z.boolean(),
  /** When the rule was last checked against its source, if known. */
  checkedOn: z.string().nullable(),
  /**
   * Each zone's own state and next change (a year-round zone ban does not hide the main beach's
   * summer ban). One part with `zone: null` when the rule has no zones. Optional: answers and
   * test data made before it existed carry none.
   */
  parts: z.array(dogStatusPartSchema).optional(),
});
export type DogStatus = z.infer<typeof dogStatusSchema>;

/** The fields of a beach the rule reads. */
export interface RuledBeach {
  accessType: string;
  dogRule: DogRule | null;
  /** When the beach's rules were last checked, with or without a structured rule. */
  dogRulesCheckedOn?: string | null;
}

const monthDayNumber = (text: string) => Number(text.slice(0, 2)) * 100 + Number(text.slice(3, 5));
const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
const dayNumber = (date: LocalDate) => date.year * 10000 + date.month * 100 + date.day;

const formatDayMonth = (date: LocalDate) => `${date.day} ${monthNames[date.month - 1]}`;
const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "Sat 18 Jul": a day a list is about, without Intl so server and browser agree. */
export const formatWeekdayDayMonth = (date: LocalDate) =>
  `${weekdayNames[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()]} ${formatDayMonth(date)}`;
/** "31 Dec 2026". */
export const formatDayMonthYear = (date: LocalDate) => `${formatDayMonth(date)} ${date.year}`;
const formatMonthDay = (text: string) =>
  `${Number(text.slice(3, 5))} ${monthNames[Number(text.slice(0, 2)) - 1]}`;

/** Whether a period is in force on a date; `unknown` when a bound's date is not in the data. */
type Presence = 'in' | 'out' | 'unknown';

interface Season {
  from: LocalDate | null;
  to: LocalDate | null;
  fromYear: number;
  toYear: number;
}

/** The season of a period that starts in a calendar year (it ends the next year if it wraps). */
function seasonStarting(period: DogRulePeriod, year: number): Season {
  const wraps = boundOrder(period.from, year) > boundOrder(period.to, year);
  const toYear = wraps ? year + 1 : year;
  return {
    from: resolveBound(period.from, year, 'from'),
    to: resolveBound(period.to, toYear, 'to'),
    fromYear: year,
    toYear,
  };
}

/** An unknown bound still lies within its own calendar year, which often settles the question. */
function seasonPresence(season: Season, date: LocalDate): Presence {
  const day = dayNumber(date);
  if (season.from ? day < dayNumber(season.from) : date.year < season.fromYear) return 'out';
  if (season.to ? day > dayNumber(season.to) : date.year > season.toYear) return 'out';
  return season.from && season.to ? 'in' : 'unknown';
}

function inSeason(period: DogRulePeriod, date: LocalDate): Presence {
  if (typeof period.from === 'string' && typeof period.to === 'string') {
    const day = date.month * 100 + date.day;
    const from = monthDayNumber(period.from);
    const to = monthDayNumber(period.to);
    const inside = from <= to ? day >= from && day <= to : day >= from || day <= to;
    return inside ? 'in' : 'out';
  }
  const found = [date.year - 1, date.year].map((year) =>
    seasonPresence(seasonStarting(period, year), date),
  );
  if (found.includes('in')) return 'in';
  return found.includes('unknown') ? 'unknown' : 'out';
}

function inHours(period: DogRulePeriod, minute: number): boolean {
  if (!period.hours) return true;
  const from = minutesOf(period.hours.from);
  const to = minutesOf(period.hours.to);
  return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** A period whose dates no source gives is `unknown` whenever its hours apply. */
function periodPresence(period: DogRulePeriod, local: LocalMoment): Presence {
  if (!inHours(period, local.minute)) return 'out';
  if (period.confirmed === false) return 'unknown';
  return inSeason(period, local);
}

/** The last day of the period's season that contains `date`, in words; null for all year. */
function seasonEndText(period: DogRulePeriod, date: LocalDate): string | null {
  if (typeof period.from === 'string' && typeof period.to === 'string') {
    return period.from === '01-01' && period.to === '12-31' ? null : formatMonthDay(period.to);
  }
  for (const year of [date.year - 1, date.year]) {
    const season = seasonStarting(period, year);
    if (season.to && seasonPresence(season, date) === 'in') return formatDayMonth(season.to);
  }
  return null;
}

/** The day the rule's order ended, once it has (the day after `orderEndsOn` and later). */
function expiredOn(rule: DogRule | null, date: LocalDate): LocalDate | null {
  const end = rule?.orderEndsOn ? parseLocalDate(rule.orderEndsOn) : null;
  return end && dayNumber(date) > dayNumber(end) ? end : null;
}

const unconfirmedText = (rule: DogRule | null, date: LocalDate) => {
  const ended = expiredOn(rule, date);
  return ended
    ? `This order expired on ${formatDayMonthYear(ended)}: check the signs`
    : 'Dates not confirmed: check the signs';
};

/** A period's zone, or null for the whole beach (a blank zone is none). */
export const zoneOf = (period: DogRulePeriod) => period.zone?.trim() || null;

/**
 * The state at one local moment. A whole-beach ban beats dates we cannot confirm, which beat a
 * zone ban, which beats a lead rule. An ended order leaves nothing we can vouch for.
 */
export function dogStateAt(beach: RuledBeach, local: LocalMoment): DogState {
  const rule = beach.dogRule;
  if (expiredOn(rule, local)) return 'unconfirmed';
  if (!rule || rule.periods.length === 0) {
    if (beach.accessType === 'year-round') return rule?.leadOutsideBan ? 'lead' : 'allowed';
    return beach.accessType === 'no-dogs' ? 'banned' : 'restricted';
  }
  const active = rule.periods.map((period) => ({ period, at: periodPresence(period, local) }));
  const whole = (kind: DogRulePeriod['kind']) =>
    active.some(({ period, at }) => at === 'in' && period.kind === kind && !zoneOf(period));
  if (whole('ban')) return 'banned';
  if (active.some(({ at }) => at === 'unknown')) return 'unconfirmed';
  if (active.some(({ period, at }) => at === 'in' && period.kind === 'ban')) return 'restricted';
  if (whole('lead')) return 'lead';
  return rule.leadOutsideBan ? 'lead' : 'allowed';
}

/** The state of one zone (or of the whole beach, `null`) by its own periods alone. */
function partStateAt(rule: DogRule, periods: DogRulePeriod[], local: LocalMoment): DogState {
  if (expiredOn(rule, local)) return 'unconfirmed';
  const active = periods.map((period) => ({
    kind: period.kind,
    at: periodPresence(period, local),
  }));
  if (active.some(({ kind, at }) => at === 'in' && kind === 'ban')) return 'banned';
  if (active.some(({ at }) => at === 'unknown')) return 'unconfirmed';
  if (active.some(({ kind, at }) => at === 'in' && kind === 'lead')) return 'lead';
  return rule.leadOutsideBan ? 'lead' : 'allowed';
}

/** The minutes of a day at which the rule can change: midnight and the hours of its periods. */
function boundaries(beach: RuledBeach): number[] {
  const minutes = new Set([0]);
  for (const period of beach.dogRule?.periods ?? []) {
    if (period.hours) {
      minutes.add(minutesOf(period.hours.from));
      minutes.add(minutesOf(period.hours.to));
    }
  }
  return [...minutes].sort((a, b) => a - b);
}

export interface DogSegment {
  /** Local minutes from midnight; `to` is exclusive (1440 for the end of the day). */
  fromMinute: number;
  toMinute: number;
  state: DogState;
}

/** The states through one local day, as consecutive segments. */
export function dogDaySegments(beach: RuledBeach, date: LocalDate): DogSegment[] {
  const cuts = [...boundaries(beach), 1440];
  const segments: DogSegment[] = [];
  for (let index = 0; index < cuts.length - 1; index += 1) {
    const fromMinute = cuts[index]!;
    const toMinute = cuts[index + 1]!;
    if (toMinute <= fromMinute) continue;
    const state = dogStateAt(beach, { ...date, minute: fromMinute });
    const last = segments.at(-1);
    if (last && last.state === state) last.toMinute = toMinute;
    else segments.push({ fromMinute, toMinute, state });
  }
  return segments;
}

type StateAt = (local: LocalMoment) => DogState;

/** The first moment after `local` whose state differs, searching a year and a day ahead. */
function nextChangeAfter(stateAt: StateAt, cuts: number[], local: LocalMoment, current: DogState) {
  for (let offset = 0; offset <= 367; offset += 1) {
    const date = addDays(local, offset);
    for (const minute of cuts) {
      if (offset === 0 && minute <= local.minute) continue;
      const state = stateAt({ ...date, minute });
      if (state !== current) return { local: { ...date, minute }, state };
    }
  }
  return null;
}

const headlines: Record<DogState, string> = {
  allowed: 'Dogs allowed',
  lead: 'Dogs on leads',
  restricted: 'Dogs banned from part of the beach',
  banned: 'Dogs banned',
  unconfirmed: 'Dates not confirmed: check the signs',
};

function changeText(from: DogState, to: DogState, when: string): string {
  if (to === 'unconfirmed') return `Dates not confirmed from ${when}: check the signs`;
  if (to === 'banned') return `Ban starts ${when}`;
  if (to === 'restricted') {
    return from === 'banned'
      ? `Part of the beach open to dogs from ${when}`
      : `Part of the beach closes to dogs ${when}`;
  }
  if (from === 'unconfirmed') {
    return to === 'lead' ? `Dogs on leads from ${when}` : `Dogs allowed from ${when}`;
  }
  if (to === 'lead')
    return from === 'banned' ? `Allowed again on leads from ${when}` : `Leads needed from ${when}`;
  if (from === 'lead') return `Off-lead again from ${when}`;
  return from === 'restricted'
    ? `Whole beach open to dogs from ${when}`
    : `Allowed again from ${when}`;
}

function whenText(at: LocalMoment, now: LocalMoment): string {
  const time = formatTimeOfDay(at.minute);
  const sameDay = at.year === now.year && at.month === now.month && at.day === now.day;
  if (sameDay) return time;
  const tomorrow = addDays(now, 1);
  if (at.year === tomorrow.year && at.month === tomorrow.month && at.day === tomorrow.day) {
    return at.minute === 0 ? 'tomorrow' : `tomorrow at ${time}`;
  }
  return at.minute === 0 ? formatDayMonth(at) : `${formatDayMonth(at)} at ${time}`;
}

/** " until 30 Sep": the last day before the next change, or nothing when none is due. */
function untilText(next: { local: LocalMoment } | null): string {
  if (!next) return '';
  const last = next.local.minute === 0 ? addDays(next.local, -1) : next.local;
  return ` until ${formatDayMonth(last)}`;
}

function todayText(
  beach: RuledBeach,
  date: LocalDate,
  segments: DogSegment[],
  next: { local: LocalMoment } | null,
): string {
  const rule = beach.dogRule;
  if (segments.some((s) => s.state === 'unconfirmed')) return unconfirmedText(rule, date);
  if (segments.length === 1) {
    const [only] = segments;
    if (only!.state === 'allowed') return 'Dogs allowed today';
    if (only!.state === 'lead') {
      const season = rule?.periods.find(
        (p) => p.kind === 'lead' && !zoneOf(p) && inSeason(p, date) === 'in',
      );
      const end = season ? seasonEndText(season, date) : null;
      return end ? `Dogs on leads until ${end}` : 'Dogs on leads today';
    }
    if (!rule || rule.periods.length === 0) {
      return only!.state === 'banned' ? 'No dogs' : 'Dog rules vary: check local signs';
    }
    const until = untilText(next);
    return only!.state === 'banned'
      ? `Dogs banned${until}`
      : `Dogs banned from part of the beach${until}`;
  }
  const limited = limitedSegment(segments);
  if (!limited) return 'Dogs allowed today';
  const season = rule?.periods.find((p) => inSeason(p, date) === 'in' && p.hours);
  const end = season ? seasonEndText(season, date) : null;
  const until = end ? ` until ${end}` : '';
  return `${limitedText(limited)}${until}`;
}

/** On a day whose state changes by the hour, the hours that limit dogs most. */
const limitedSegment = (segments: DogSegment[]) =>
  segments.find((s) => s.state !== 'allowed' && s.state !== 'lead') ??
  segments.find((s) => s.state === 'lead');

/** "Dogs banned 10am–6pm". */
function limitedText(limited: DogSegment): string {
  const hours = formatTimeRange(
    formatTimeOfDay(limited.fromMinute),
    formatTimeOfDay(limited.toMinute),
  );
  const what =
    limited.state === 'banned'
      ? 'Dogs banned'
      : limited.state === 'restricted'
        ? 'Dogs banned from part of the beach'
        : 'Dogs on leads';
  return `${what} ${hours}`;
}

/**
 * The rule of one whole day in the words of the day's badge, without "today" or a season's end
 * ("Dogs banned 10am–6pm", "Dogs allowed"), for a list about a chosen day. Its state colours the
 * badge: a day with banned hours counts as partly restricted, since dogs may go at other hours.
 */
export function dogDayStatus(
  beach: RuledBeach,
  date: LocalDate,
): { state: DogState; text: string } {
  const rule = beach.dogRule;
  const segments = dogDaySegments(beach, date);
  if (segments.some((s) => s.state === 'unconfirmed')) {
    return { state: 'unconfirmed', text: unconfirmedText(rule, date) };
  }
  const limited = segments.length > 1 ? limitedSegment(segments) : undefined;
  if (limited) {
    return { state: limited.state === 'lead' ? 'lead' : 'restricted', text: limitedText(limited) };
  }
  const { state } = segments[0]!;
  if (!rule || rule.periods.length === 0) {
    if (state === 'banned') return { state, text: 'No dogs' };
    if (state === 'restricted') return { state, text: 'Dog rules vary: check local signs' };
  }
  return { state, text: headlines[state] };
}

const partTexts: Record<Exclude<DogState, 'restricted' | 'unconfirmed'>, string> = {
  allowed: 'Dogs allowed',
  lead: 'Dogs on leads',
  banned: 'No dogs',
};

function partText(state: DogState, changes: boolean, rule: DogRule | null, date: LocalDate) {
  if (state === 'unconfirmed') return unconfirmedText(rule, date);
  if (state === 'restricted') return headlines.restricted;
  return changes ? partTexts[state] : `${partTexts[state]} all year`;
}

/** What the rule says at `now` (Europe/London), and what comes next. */
export function dogStatusAt(beach: RuledBeach, now: Date): DogStatus & { parts: DogStatusPart[] } {
  const local = toLondon(now);
  const rule = beach.dogRule;
  const cuts = boundaries(beach);
  const state = dogStateAt(beach, local);
  const next = nextChangeAfter((at) => dogStateAt(beach, at), cuts, local, state);
  const segments = dogDaySegments(beach, local);
  const change = (from: DogState, found: typeof next) => {
    if (!found) return null;
    const when = whenText(found.local, local);
    const ended = found.state === 'unconfirmed' ? expiredOn(rule, found.local) : null;
    return {
      at: fromLondon(found.local).toISOString(),
      state: found.state,
      text: ended
        ? `The order ends ${formatDayMonthYear(ended)}: check the signs from ${when}`
        : changeText(from, found.state, when),
    };
  };
  const nextChange = change(state, next);
  const headline =
    state === 'unconfirmed'
      ? unconfirmedText(rule, local)
      : state === 'restricted' && (!rule || rule.periods.length === 0)
        ? 'Dog rules vary: check local signs'
        : headlines[state];

  const zones = [...new Set(rule?.periods.map(zoneOf) ?? [])];
  const parts =
    !rule || state === 'unconfirmed' || zones.every((zone) => zone === null)
      ? [
          {
            zone: null,
            state,
            text: state === 'restricted' ? headline : partText(state, next !== null, rule, local),
            nextChange,
          },
        ]
      : zones.map((zone) => {
          const periods = rule.periods.filter((period) => zoneOf(period) === zone);
          const partAt = (at: LocalMoment) => partStateAt(rule, periods, at);
          const partState = partAt(local);
          const partNext = nextChangeAfter(partAt, cuts, local, partState);
          return {
            zone,
            state: partState,
            text: partText(partState, partNext !== null, rule, local),
            nextChange: change(partState, partNext),
          };
        });

  return {
    state,
    headline,
    nextChange,
    today: todayText(beach, local, segments, next),
    allowedToday: segments.some((s) => dogsMayGo(s.state)),
    checkedOn: beach.dogRulesCheckedOn ?? rule?.checkedOn ?? null,
    parts,
  };
}

/** Whether dogs may be on the beach (or part of it) at some time on a local date, as far as we know. */
export const dogsAllowedOn = (beach: RuledBeach, date: LocalDate) =>
  dogDaySegments(beach, date).some((s) => dogsMayGo(s.state));

/**
 * Whether the rule positively says dogs may be off the lead on the whole beach at every hour of
 * every day of the year: a rule with a source, no ban or lead period of any kind (not even on a
 * zone), no leads outside bans, and an order still in force. Silence is not a yes: a beach with
 * no rule, or one its council's order does not name, is not counted.
 */
export function offLeadAllYearOn(beach: RuledBeach, today: LocalDate): boolean {
  const rule = beach.dogRule;
  if (!rule || beach.accessType === 'no-dogs' || rule.namedInOrder === false) return false;
  if (!rule.source?.trim() || rule.leadOutsideBan || rule.periods.length > 0) return false;
  return expiredOn(rule, today) === null;
}

/** `offLeadAllYearOn` today in London (a one-argument predicate, for `filter`). */
export const offLeadAllYear = (beach: RuledBeach) => offLeadAllYearOn(beach, todayInLondon());
