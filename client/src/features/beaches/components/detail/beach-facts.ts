import { formatRating } from '@/lib/format';
import type { Beach, DogRule, DogRuleBound, DogRulePeriod } from '@shared/beaches';
import { describeMovingBound } from '@shared/moving-dates';
import { formatClockText, formatTimeRange } from '@shared/time-of-day';

/** The Overview's Rating tile: 'N/A' with no rating, else one decimal out of 5. */
export const ratingTileText = (rating: number) =>
  rating > 0 ? `${formatRating(rating)}/5` : 'N/A';

/** The Overview's line beside the stars: 'No rating' with no rating. */
export const ratingSummaryText = (rating: number) =>
  rating > 0 ? `${formatRating(rating)} out of 5` : 'No rating';

/** "moderate" -> "Moderate"; unknown -> "Not known". */
export const formatLevel = (level: string | null) =>
  level ? level.charAt(0).toUpperCase() + level.slice(1).replace(/-/g, ' ') : 'Not known';

type ContactFields = Pick<
  Beach,
  | 'website'
  | 'phone'
  | 'fullAddress'
  | 'googleRating'
  | 'facebookUrl'
  | 'instagramUrl'
  | 'twitterUrl'
  | 'youtubeUrl'
>;

/** The Contact Information card appears only when there is something to put in it. */
export const hasContactInfo = (beach: ContactFields) =>
  [
    beach.website,
    beach.phone,
    beach.fullAddress,
    beach.googleRating,
    beach.facebookUrl,
    beach.instagramUrl,
    beach.twitterUrl,
    beach.youtubeUrl,
  ].some((value) => value !== null && value.trim() !== '');

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "05-01" -> "1 May". */
const formatMonthDay = (monthDay: string) =>
  `${Number(monthDay.slice(3, 5))} ${monthNames[Number(monthDay.slice(0, 2)) - 1] ?? ''}`;

/** A bound in words: "1 May", "2 weeks before Easter Day", "the end of the October half-term …". */
const describeBound = (bound: DogRuleBound) =>
  typeof bound === 'string' ? formatMonthDay(bound) : describeMovingBound(bound);

/** One period of a dog rule in words: "No dogs 10am–6pm, 15 May to 30 September". */
export function describeRulePeriod(period: DogRulePeriod): string {
  const what = period.kind === 'ban' ? 'No dogs' : 'Dogs on leads';
  const where = period.zone ? ' on part of the beach' : '';
  const hours = period.hours
    ? ` ${formatTimeRange(formatClockText(period.hours.from), formatClockText(period.hours.to))},`
    : '';
  // Dates no source gives are a placeholder in the data, never shown as the rule.
  if (period.confirmed === false) {
    return `${what}${where}${hours.replace(/,$/, '')}: dates not confirmed, check the signs`;
  }
  const allYear = period.from === '01-01' && period.to === '12-31';
  const dates = allYear
    ? ' all year'
    : ` ${describeBound(period.from)} to ${describeBound(period.to)}`;
  return `${what}${where}${hours}${dates}`;
}

export const ruleSetterText: Record<DogRule['setBy'], string> = {
  council: 'Set by the local council',
  landowner: 'Set by the landowner',
  none: 'No dog control order covers this beach',
};

/** "The order ends 31 December 2026", or once that day has passed, "The order expired on …". */
export function orderEndText(orderEndsOn: string, today: string): string {
  const date = formatCheckedOn(orderEndsOn);
  return today > orderEndsOn ? `The order expired on ${date}` : `The order ends ${date}`;
}

/** "2021-03" -> "March 2021"; "2024-05-12" -> "12 May 2024". */
export function formatCheckedOn(checkedOn: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(checkedOn);
  if (!match) return checkedOn;
  const month = monthNames[Number(match[2]) - 1] ?? '';
  return match[3] ? `${Number(match[3])} ${month} ${match[1]}` : `${month} ${match[1]}`;
}
