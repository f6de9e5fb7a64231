import type { DogRule, DogRuleBound } from './beaches';
import { schoolTerms, type HalfTermName } from './data/school-terms';
import { easterSunday } from './moving-dates';
import { monthNames, ruleHoursText, ruleSeasonsText } from './rule-sentences';

/**
 * Whether a beach's hand-written dog texts agree with its structured rule: the date ranges
 * ("15 March – 3 November", "1 May to 30 September", "Easter to October") and the hours
 * ("10am–6pm", "between 10am and 7pm") a text names must be the rule's, or their complement
 * ("welcome from 1 October to 31 March" beside a 1 April – 30 September ban). A date with a year
 * ("1 April 2019 – 31 March 2022") is an order's life, not a season, and is left alone.
 */

/** The beach's free texts that speak of its dog rule, in the order the edit form shows them. */
export const ruleTextFields = ['accessInfo', 'seasonalRestrictions', 'restrictionPeriod'] as const;
export type RuleTextField = (typeof ruleTextFields)[number];

export interface RuleTextIssue {
  path: RuleTextField;
  message: string;
}

/** A day of a leap year, 1 to 366, so 29 February has its place. */
const dayOfYear = (month: number, day: number) =>
  Math.round((Date.UTC(2028, month - 1, day) - Date.UTC(2028, 0, 0)) / 86_400_000);
const monthSpan = (month: number) => ({
  first: dayOfYear(month, 1),
  last: dayOfYear(month + 1, 1) - 1,
});

/** The days of the year a bound can fall on: one for a fixed date, a span for a moving one. */
interface Window {
  first: number;
  last: number;
  moves: 'easter' | HalfTermName | null;
}

const easterWindows = new Map<number, Window>();

/** Where a date so many days from Easter Day can fall, over three centuries of Easters. */
function easterWindow(offsetDays: number): Window {
  const known = easterWindows.get(offsetDays);
  if (known) return known;
  let first = 366;
  let last = 1;
  for (let year = 1900; year <= 2199; year += 1) {
    const easter = easterSunday(year);
    const day = dayOfYear(easter.month, easter.day + offsetDays);
    first = Math.min(first, day);
    last = Math.max(last, day);
  }
  const window: Window = { first, last, moves: 'easter' };
  easterWindows.set(offsetDays, window);
  return window;
}

/** The earliest and latest each half-term's first and last days fall, widened by the data's own. */
const halfTermSpans: Record<HalfTermName, [string, string]> = {
  february: ['02-07', '02-28'],
  may: ['05-20', '06-09'],
  october: ['10-14', '11-08'],
};

function halfTermWindow(term: HalfTermName): Window {
  const days = Object.values(schoolTerms)
    .flat()
    .flatMap((year) => year.halfTerms)
    .filter((halfTerm) => halfTerm.term === term)
    .flatMap((halfTerm) => [halfTerm.start, halfTerm.end])
    .concat(halfTermSpans[term])
    .map((text) => dayOfYear(Number(text.slice(-5, -3)), Number(text.slice(-2))));
  return { first: Math.min(...days), last: Math.max(...days), moves: term };
}

function windowOf(bound: DogRuleBound, shift: number): Window {
  if (typeof bound === 'string') {
    const day = dayOfYear(Number(bound.slice(0, 2)), Number(bound.slice(3, 5))) + shift;
    const wrapped = ((day + 365) % 366) + 1;
    return { first: wrapped, last: wrapped, moves: null };
  }
  const window =
    bound.relativeTo === 'easter' ? easterWindow(bound.offsetDays) : halfTermWindow(bound.term);
  return { ...window, first: window.first + shift, last: window.last + shift };
}

type Endpoint =
  | { kind: 'day'; day: number }
  | { kind: 'month'; month: number }
  | { kind: 'moving'; moves: 'easter' | HalfTermName };

/** Whether a date the text names can be the bound: a month or a moving date is read loosely. */
function agrees(endpoint: Endpoint, window: Window): boolean {
  if (endpoint.kind === 'moving') return endpoint.moves === window.moves;
  const { first, last } =
    endpoint.kind === 'day'
      ? { first: endpoint.day, last: endpoint.day }
      : monthSpan(endpoint.month);
  return first <= window.last && last >= window.first;
}

const monthPattern =
  '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\b\\.?';
const dayPattern = '(\\d{1,2})(?:st|nd|rd|th)?\\b';
const numberWords = '(?:\\d+|a|one|two|three|four|five|six)';
/** One end of a range; the groups name which kind it is. */
const endpointPattern = [
  // "the end of the October half-term", "May half term"
  `(?:(?:the\\s+)?(?:start|beginning|end)\\s+of\\s+)?(?:the\\s+)?(?<term>October|February|May|autumn)\\s+half[-\\s]?term`,
  // "two weeks before Easter", "Easter Monday", "Good Friday"
  `(?<easter>(?:${numberWords}\\s+(?:weeks?|days?)\\s+(?:before|after)\\s+)?(?:Good\\s+Friday|Easter(?:\\s+(?:Day|Sunday|Monday|weekend|holidays?))?))`,
  // "15 March", "1st of May"
  `${dayPattern}\\s+(?:of\\s+)?${monthPattern}`,
  // "May 1", as the old form's example wrote it
  `${monthPattern}\\s+${dayPattern}`,
  // "the end of May", "October"
  `(?:(?:the\\s+)?(?:start|beginning|middle|end)\\s+of\\s+)?${monthPattern}`,
]
  .map((alternative) => `(?:${alternative})`)
  .join('|');

const rangeSeparator = '\\s*(?:–|—|-|\\bto\\b|\\buntil\\b|\\btill\\b|\\bthrough\\b|\\band\\b)\\s*';
const notAYear = '(?![\\s,]*\\d{4})';

/** Every endpoint's text, then one regular expression for a whole range of two. */
const endpointRe = new RegExp(`^(?:${endpointPattern})$`);
const dateRangeRe = new RegExp(
  `(\\bbetween\\s+)?(?<from>${endpointPattern.replace(/\?<\w+>/g, '')})${notAYear}${rangeSeparator}(?<to>${endpointPattern.replace(/\?<\w+>/g, '')})${notAYear}`,
  'g',
);

const monthNumber = (name: string) =>
  monthNames.findIndex((full) => full.startsWith(name.replace('.', '').slice(0, 3))) + 1;

const halfTermOfWord: Record<string, HalfTermName> = {
  October: 'october',
  autumn: 'october',
  February: 'february',
  May: 'may',
};

function readEndpoint(text: string): Endpoint | null {
  const match = endpointRe.exec(text);
  if (!match) return null;
  const groups = match.groups ?? {};
  if (groups.term) {
    return { kind: 'moving', moves: halfTermOfWord[groups.term] ?? 'october' };
  }
  if (groups.easter) return { kind: 'moving', moves: 'easter' };
  const captured = match.slice(1).filter((part): part is string => part !== undefined);
  const day = captured.find((part) => /^\d/.test(part));
  const month = monthNumber(captured.find((part) => /^[A-Z]/.test(part)) ?? '');
  if (month === 0) return null;
  return day ? { kind: 'day', day: dayOfYear(month, Number(day)) } : { kind: 'month', month };
}

interface NamedRange<T> {
  from: T;
  to: T;
  /** As the text wrote it, the two ends joined as the site joins them. */
  words: string;
}

/** The date ranges a text names, with the words it used. */
export function dateRangesIn(text: string): NamedRange<Endpoint>[] {
  const ranges: NamedRange<Endpoint>[] = [];
  for (const match of text.matchAll(dateRangeRe)) {
    const separator = match[0].slice(
      match[0].indexOf(match.groups!.from!) + match.groups!.from!.length,
    );
    // "and" joins a range only after "between".
    if (/^\s*and\b/.test(separator) && !match[1]) continue;
    const from = readEndpoint(match.groups!.from!.trim());
    const to = readEndpoint(match.groups!.to!.trim());
    if (from && to) {
      const words = `${match.groups!.from!.trim()} – ${match.groups!.to!.trim()}`;
      ranges.push({ from, to, words: words.replace(/\.$/, '') });
    }
  }
  return ranges;
}

const clockPattern =
  '(?:\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm)|(?:[01]?\\d|2[0-3]):[0-5]\\d|noon|midday|midnight)';
const timeRangeRe = new RegExp(
  `(\\bbetween\\s+)?(?<from>${clockPattern})${rangeSeparator}(?<to>${clockPattern})`,
  'gi',
);

/** "6pm" -> 1080, "10:30" -> 630, "noon" -> 720. */
function minuteOf(text: string): number {
  const lower = text.toLowerCase().replace(/\s+/g, '');
  if (lower === 'noon' || lower === 'midday') return 720;
  if (lower === 'midnight') return 0;
  const match = /^(\d{1,2})(?:[:.](\d{2}))?(am|pm)?$/.exec(lower)!;
  const hour = Number(match[1]) % (match[3] ? 12 : 24);
  return (hour + (match[3] === 'pm' ? 12 : 0)) * 60 + Number(match[2] ?? 0);
}

/** The hours a text names, in minutes of the day, with the words it used. */
export function timeRangesIn(text: string): NamedRange<number>[] {
  const ranges: NamedRange<number>[] = [];
  for (const match of text.matchAll(timeRangeRe)) {
    const { from, to } = match.groups as { from: string; to: string };
    const separator = match[0].slice(match[0].indexOf(from) + from.length);
    if (/^\s*and\b/i.test(separator) && !match[1]) continue;
    ranges.push({ from: minuteOf(from), to: minuteOf(to), words: `${from.trim()}–${to.trim()}` });
  }
  return ranges;
}

/** Whether a named range is one of the rule's seasons, or what lies between two of its ends. */
const inSeasons = (rule: DogRule, range: NamedRange<Endpoint>) =>
  rule.periods.some(
    (period) =>
      (agrees(range.from, windowOf(period.from, 0)) && agrees(range.to, windowOf(period.to, 0))) ||
      (agrees(range.from, windowOf(period.to, 1)) && agrees(range.to, windowOf(period.from, -1))),
  );

const minutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
const inHours = (rule: DogRule, range: NamedRange<number>) =>
  rule.periods.some(
    ({ hours }) =>
      hours !== null &&
      ((range.from === minutes(hours.from) && range.to === minutes(hours.to)) ||
        (range.from === minutes(hours.to) && range.to === minutes(hours.from))),
  );

/** "This note says X but the rule says Y: change the note or the rule". */
const contradiction = (said: string, ruleSays: string) =>
  `This note says ${said} but the rule ${ruleSays}: change the note or the rule`;

/**
 * The first way a text contradicts the rule, in words for the person who wrote it: "This note
 * says 15 March – 3 November but the rule says 1 Apr – 30 Sep: change the note or the rule".
 */
export function ruleTextContradiction(text: string, rule: DogRule): string | null {
  const range = dateRangesIn(text).find((found) => !inSeasons(rule, found));
  if (range) {
    const seasons = ruleSeasonsText(rule);
    return contradiction(range.words, seasons ? `says ${seasons}` : 'gives no dates');
  }
  const hours = timeRangesIn(text).find((found) => !inHours(rule, found));
  if (hours) return contradiction(hours.words, `says ${ruleHoursText(rule) || 'all day'}`);
  return null;
}

/** Each text that contradicts the rule, with its field; none without a structured rule. */
export function ruleTextIssues(
  texts: Partial<Record<RuleTextField, string | null | undefined>>,
  rule: DogRule | null | undefined,
): RuleTextIssue[] {
  if (!rule) return [];
  return ruleTextFields.flatMap((path) => {
    const text = texts[path];
    const message = text ? ruleTextContradiction(text, rule) : null;
    return message ? [{ path, message }] : [];
  });
}
