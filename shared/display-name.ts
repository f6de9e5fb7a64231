/**
 * How a contributor is named to the public, on every review, feedback, walk and photo: first name
 * and last initial ("Sam T."), the first name alone without a last name. The full surname stays
 * with the server and the administrators.
 */

/** What a contributor without a first name is called. */
export const anonymousContributor = 'A dog owner';

/** "Sam T." from a first and a last name; "Sam" without a last name; the fallback without either. */
export function displayName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  fallback: string = anonymousContributor,
): string {
  const first = firstName?.trim();
  if (!first) return fallback;
  const initial = lastName?.trim().charAt(0).toLocaleUpperCase('en-GB');
  return initial ? `${first} ${initial}.` : first;
}

/**
 * The same for a name typed as one piece of text ("Sam Tregothnan", "Mary Ann Smith"): the first
 * word and the last word's initial. Already short names ("Sam T.") come back unchanged.
 */
export function displayNameOf(fullName: string | null | undefined, fallback?: string): string {
  const words = fullName?.trim().split(/\s+/).filter(Boolean) ?? [];
  return displayName(words[0], words.length > 1 ? words.at(-1) : null, fallback);
}
