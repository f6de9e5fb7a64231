import { formatRating } from '@/lib/format';
import type { Beach, DogRule } from '@shared/beaches';
import { monthNames } from '@shared/rule-sentences';

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
