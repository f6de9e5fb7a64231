import type { DogRule, DogRuleBound, DogRulePeriod } from './beaches';
import { describeMovingBound } from './moving-dates';
import { monthNames } from './london-time';
import { formatClockText, formatTimeRange } from './time-of-day';

export { monthNames };

/** 9 -> "Sep". */
export const shortMonthName = (month: number) => monthNames[month - 1]?.slice(0, 3) ?? '';

/** "05-01" -> "1 May", "09-30" -> "30 Sep". */
export const formatMonthDay = (monthDay: string) =>
  `${Number(monthDay.slice(3, 5))} ${shortMonthName(Number(monthDay.slice(0, 2)))}`;

/** "10am–6pm". */
export const hoursText = (hours: NonNullable<DogRulePeriod['hours']>) =>
  formatTimeRange(formatClockText(hours.from), formatClockText(hours.to));

/** A bound in words: "1 May", "2 weeks before Easter Day", "the end of the October half-term …". */
const boundText = (bound: DogRuleBound) =>
  typeof bound === 'string' ? formatMonthDay(bound) : describeMovingBound(bound);

const isAllYear = (period: Pick<DogRulePeriod, 'from' | 'to'>) =>
  period.from === '01-01' && period.to === '12-31';

/**
 * The days a period covers: "1 May – 30 Sep", "all year", or, when a bound moves,
 * "from 2 weeks before Easter Day to the end of the October half-term (Devon schools)".
 */
export function seasonText(period: Pick<DogRulePeriod, 'from' | 'to'>): string {
  if (isAllYear(period)) return 'all year';
  if (typeof period.from === 'string' && typeof period.to === 'string') {
    return `${formatMonthDay(period.from)} – ${formatMonthDay(period.to)}`;
  }
  return `from ${boundText(period.from)} to ${boundText(period.to)}`;
}

/** Zone words that read lower-case inside a sentence ("The main beach" -> "the main beach"). */
const commonFirstWord =
  /^(The|A|An|Part|Parts|Certain|Some|Land|Everywhere|Between|From|In|At|Along|Near|Around|Beside|Behind|By|Within|Below|Above|Middle|Central|Main|(?:North|South)?-?(?:east|west|north|south)(?:ern)?|(?:North|South|East|West)(?:-(?:east|west)ern)?)\b/i;
/** A zone that starts with its own preposition needs no "on": "between X and Y", "east of Z". */
const ownPreposition =
  /^(between|from|in|at|along|near|around|beside|behind|by|within|below|above|everywhere|(?:east|west|north|south) of)\b/;
/** A zone named by its position alone takes "the": "western part of the beach". */
const needsArticle = /^(middle|central|main|[a-z-]*(?:east|west|north|south)(?:ern)?)\b/;
/** Areas and villages are "in", stretches of sand "on". */
const areaWords = /^(certain|some)\b|^\S+(\s\S+)?\s(village|areas?)\b/;

/** "The main beach between …" -> "on the main beach between …"; "between X and Y" stays. */
export function zonePhrase(zone: string): string {
  const text = zone.trim();
  const lower = commonFirstWord.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  if (ownPreposition.test(lower)) return lower;
  const shown = needsArticle.test(lower) ? `the ${lower}` : lower;
  return `${areaWords.test(shown) ? 'in' : 'on'} ${shown}`;
}

const zoneOf = (period: DogRulePeriod) => period.zone?.trim() || null;

/**
 * What the rest of a zoned ban's beach allows, when the rule can say it: one zone is banned and
 * no ban covers the whole beach. With several banned zones "the rest" would be wrong for one.
 */
function restOfBeach(rule: DogRule, period: DogRulePeriod): string {
  const bans = rule.periods.filter((p) => p.kind === 'ban');
  const zones = new Set(bans.map(zoneOf));
  if (period.kind !== 'ban' || zones.size !== 1 || zones.has(null)) return '';
  return rule.leadOutsideBan
    ? '; on leads on the rest of the beach'
    : '; allowed on the rest of the beach';
}

/**
 * One period as the site says it: "Dogs banned 1 May – 30 Sep, 10am–6pm",
 * "Dogs banned 1 May – 30 Sep on the main beach; allowed on the rest of the beach", or, for dates
 * no source gives, "Dogs banned for part of the year (dates unconfirmed: check the signs)".
 */
export function periodSentence(period: DogRulePeriod, rule: DogRule): string {
  const what = period.kind === 'ban' ? 'Dogs banned' : 'Dogs on leads';
  const unconfirmed = period.confirmed === false;
  const when = unconfirmed ? 'for part of the year' : seasonText(period);
  const hours = period.hours ? `, ${hoursText(period.hours)}` : '';
  const zone = zoneOf(period);
  const where = zone ? `${hours ? ',' : ''} ${zonePhrase(zone)}` : '';
  const note = unconfirmed ? ' (dates unconfirmed: check the signs)' : '';
  return `${what} ${when}${hours}${where}${restOfBeach(rule, period)}${note}`;
}

/** What applies outside the periods, when it is worth a sentence of its own. */
function otherTimesSentence(rule: DogRule): string | null {
  const allDayAllYear = rule.periods.every((p) => isAllYear(p) && !p.hours);
  if (!allDayAllYear)
    return rule.leadOutsideBan ? 'Dogs on leads at other times' : 'Dogs allowed at other times';
  const wholeBeachBan = rule.periods.some((p) => p.kind === 'ban' && !zoneOf(p));
  const restSaid = rule.periods.some((p) => restOfBeach(rule, p) !== '');
  if (wholeBeachBan || restSaid) return null;
  return rule.leadOutsideBan
    ? 'Dogs on leads on the rest of the beach'
    : 'Dogs allowed on the rest of the beach';
}

/**
 * The rule in the sentences the beach page shows, built from the structured rule alone so no
 * hand-written text can contradict it. None for a beach without a structured rule.
 */
export function ruleSentences(rule: DogRule | null): string[] {
  if (!rule) return [];
  if (rule.periods.length === 0) {
    if (rule.namedInOrder === false) {
      return ['Not named in the council’s dog order: no council restriction here'];
    }
    return [rule.leadOutsideBan ? 'Dogs on leads all year' : 'Dogs allowed all year'];
  }
  const other = otherTimesSentence(rule);
  return [...rule.periods.map((period) => periodSentence(period, rule)), ...(other ? [other] : [])];
}

/** The rule's seasons, each once, for a message: "1 Apr – 30 Sep and 1 Oct – 31 Mar". */
export const ruleSeasonsText = (rule: DogRule) =>
  [...new Set(rule.periods.map((period) => seasonText(period)))].join(' and ');

/** The rule's hours, each once: "10am–6pm"; blank when every period lasts all day. */
export const ruleHoursText = (rule: DogRule) =>
  [...new Set(rule.periods.flatMap((p) => (p.hours ? [hoursText(p.hours)] : [])))].join(' and ');
