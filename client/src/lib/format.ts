/** Formatting shared by every screen, so a rating or a feature reads the same everywhere. */

/** Ratings are shown to one decimal: 4 -> "4.0". */
export const formatRating = (rating: number) => rating.toFixed(1);

/** "1 review", "12 reviews". */
export const formatReviewCount = (count: number) =>
  `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** "sandy" -> "Sandy"; an unknown or missing type reads "Beach". */
export const formatBeachType = (beachType: string | null | undefined) =>
  beachType ? capitalise(beachType) : 'Beach';

/** A beach characteristic with hyphens shown as spaces: "steep-access" -> "Steep access". */
export const formatCharacteristic = (characteristic: string) =>
  capitalise(characteristic.replaceAll('-', ' ').trim());

/** `beachCharacteristics` is a JSON-encoded list of strings; anything else reads as none. */
export function parseCharacteristics(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
