import { z } from 'zod';
import type { DogRule, DogRulePeriod } from './beaches';
import { addDays, fromLondon, toLondon, type LocalDate, type LocalMoment } from './london-time';

export const dogStates = ['allowed', 'lead', 'restricted', 'banned'] as const;
export type DogState = (typeof dogStates)[number];

/** What a beach's dog rule says at one moment, and when that changes. */
export const dogStatusSchema = z.object({
  state: z.enum(dogStates),
  /** "Dogs allowed", "Dogs on leads", "Dogs banned", … */
  headline: z.string(),
  /** The next change, within a year: "Ban starts 1 May", "Allowed again from 6pm". */
  nextChange: z.object({ at: z.string(), state: z.enum(dogStates), text: z.string() }).nullable(),
  /** The day in one line for a badge: "Dogs allowed today", "Dogs banned 10am-6pm until 30 Sep". */
  today: z.string(),
  /** Whether dogs may be on (at least part of) the beach at some time today. */
  allowedToday: z.boolean(),
  /** When the rule was last checked against its source, if known. */
  checkedOn: z.string().nullable(),
});
export type DogStatus = z.infer<typeof dogStatusSchema>;

/** The fields of a beach the rule reads. */
export interface RuledBeach {
  accessType: string;
  dogRule: DogRule | null;
  /** When the beach's rules were last checked, with or without a structured rule (issue 12.4). */
  dogRulesCheckedOn?: string | null;
}

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const monthDayNumber = (text: string) => Number(text.slice(0, 2)) * 100 + Number(text.slice(3, 5));
const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

function formatTime(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  const minutes = minute % 60;
  const suffix = hour < 12 ? 'am' : 'pm';
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  if (minute === 0) return 'midnight';
  if (hour === 12 && minutes === 0) return 'noon';
  return minutes === 0
    ? `${shown}${suffix}`
    : `${shown}:${String(minutes).padStart(2, '0')}${suffix}`;
}

const formatDayMonth = (date: LocalDate) => `${date.day} ${monthNames[date.month - 1]}`;
const formatMonthDay = (text: string) =>
  `${Number(text.slice(3, 5))} ${monthNames[Number(text.slice(0, 2)) - 1]}`;

function inSeason(period: DogRulePeriod, date: LocalDate): boolean {
  const day = date.month * 100 + date.day;
  const from = monthDayNumber(period.from);
  const to = monthDayNumber(period.to);
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

function inHours(period: DogRulePeriod, minute: number): boolean {
  if (!period.hours) return true;
  const from = minutesOf(period.hours.from);
  const to = minutesOf(period.hours.to);
  return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** The state at one local moment. A whole-beach ban beats a zone ban, which beats a lead rule. */
export function dogStateAt(beach: RuledBeach, local: LocalMoment): DogState {
  const rule = beach.dogRule;
  if (!rule || rule.periods.length === 0) {
    if (beach.accessType === 'year-round') return rule?.leadOutsideBan ? 'lead' : 'allowed';
    return beach.accessType === 'no-dogs' ? 'banned' : 'restricted';
  }
  const active = rule.periods.filter((p) => inSeason(p, local) && inHours(p, local.minute));
  if (active.some((p) => p.kind === 'ban' && !p.zone)) return 'banned';
  if (active.some((p) => p.kind === 'ban')) return 'restricted';
  if (active.some((p) => p.kind === 'lead' && !p.zone)) return 'lead';
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

/** The first moment after `local` whose state differs, searching a year and a day ahead. */
function nextChangeAfter(beach: RuledBeach, local: LocalMoment, current: DogState) {
  const cuts = boundaries(beach);
  for (let offset = 0; offset <= 367; offset += 1) {
    const date = addDays(local, offset);
    for (const minute of cuts) {
      if (offset === 0 && minute <= local.minute) continue;
      const state = dogStateAt(beach, { ...date, minute });
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
};

function changeText(from: DogState, to: DogState, when: string): string {
  if (to === 'banned') return `Ban starts ${when}`;
  if (to === 'restricted') {
    return from === 'banned'
      ? `Part of the beach open to dogs from ${when}`
      : `Part of the beach closes to dogs ${when}`;
  }
  if (to === 'lead')
    return from === 'banned' ? `Allowed again on leads from ${when}` : `Leads needed from ${when}`;
  if (from === 'lead') return `Off-lead again from ${when}`;
  return from === 'restricted'
    ? `Whole beach open to dogs from ${when}`
    : `Allowed again from ${when}`;
}

function whenText(at: LocalMoment, now: LocalMoment): string {
  const time = formatTime(at.minute);
  const sameDay = at.year === now.year && at.month === now.month && at.day === now.day;
  if (sameDay) return time;
  const tomorrow = addDays(now, 1);
  if (at.year === tomorrow.year && at.month === tomorrow.month && at.day === tomorrow.day) {
    return at.minute === 0 ? 'tomorrow' : `tomorrow at ${time}`;
  }
  return at.minute === 0 ? formatDayMonth(at) : `${formatDayMonth(at)} at ${time}`;
}

/** The last day of the season the period is in on `date`. */
const seasonEnd = (period: DogRulePeriod) => formatMonthDay(period.to);

function todayText(beach: RuledBeach, date: LocalDate, segments: DogSegment[]): string {
  const rule = beach.dogRule;
  if (segments.length === 1) {
    const [only] = segments;
    if (only!.state === 'allowed') return 'Dogs allowed today';
    if (only!.state === 'lead') {
      const season = rule?.periods.find((p) => p.kind === 'lead' && !p.zone && inSeason(p, date));
      return season && !(season.from === '01-01' && season.to === '12-31')
        ? `Dogs on leads until ${seasonEnd(season)}`
        : 'Dogs on leads today';
    }
    if (!rule || rule.periods.length === 0) {
      return only!.state === 'banned' ? 'No dogs' : 'Dog rules vary: check local signs';
    }
    const season = rule.periods.find((p) => p.kind === 'ban' && inSeason(p, date));
    const until = season ? ` until ${seasonEnd(season)}` : '';
    return only!.state === 'banned'
      ? `Dogs banned${until}`
      : `Dogs banned from part of the beach${until}`;
  }
  const limited =
    segments.find((s) => s.state !== 'allowed' && s.state !== 'lead') ??
    segments.find((s) => s.state === 'lead');
  if (!limited) return 'Dogs allowed today';
  const hours = `${formatTime(limited.fromMinute)}-${formatTime(limited.toMinute % 1440)}`;
  const season = rule?.periods.find((p) => inSeason(p, date) && p.hours);
  const until = season ? ` until ${seasonEnd(season)}` : '';
  const what =
    limited.state === 'banned'
      ? 'Dogs banned'
      : limited.state === 'restricted'
        ? 'Dogs banned from part of the beach'
        : 'Dogs on leads';
  return `${what} ${hours}${until}`;
}

/** What the rule says at `now` (Europe/London), and what comes next. */
export function dogStatusAt(beach: RuledBeach, now: Date): DogStatus {
  const local = toLondon(now);
  const state = dogStateAt(beach, local);
  const next = nextChangeAfter(beach, local, state);
  const segments = dogDaySegments(beach, local);
  return {
    state,
    headline:
      state === 'restricted' && (!beach.dogRule || beach.dogRule.periods.length === 0)
        ? 'Dog rules vary: check local signs'
        : headlines[state],
    nextChange: next
      ? {
          at: fromLondon(next.local).toISOString(),
          state: next.state,
          text: changeText(state, next.state, whenText(next.local, local)),
        }
      : null,
    today: todayText(beach, local, segments),
    allowedToday: segments.some((s) => s.state !== 'banned'),
    checkedOn: beach.dogRulesCheckedOn ?? beach.dogRule?.checkedOn ?? null,
  };
}

/** Whether dogs may be on the beach (or part of it) at some time on a local date. */
export const dogsAllowedOn = (beach: RuledBeach, date: LocalDate) =>
  dogDaySegments(beach, date).some((s) => s.state !== 'banned');

/**
 * Whether dogs may be on the beach off the lead at every hour of every day of the year: no period
 * bans or leads them on the whole beach, and the rule does not ask for leads outside its bans. A
 * ban or lead that covers only a zone still leaves the rest of the beach open off-lead. Without
 * periods, only a year-round beach qualifies (a restricted one means "check local signs").
 */
export function offLeadAllYear(beach: RuledBeach): boolean {
  const rule = beach.dogRule;
  if (rule?.leadOutsideBan) return false;
  if (!rule || rule.periods.length === 0) return beach.accessType === 'year-round';
  return beach.accessType !== 'no-dogs' && rule.periods.every((period) => period.zone !== null);
}
