/**
 * Text compared as `Intl.Collator('en-GB')` compares it, without making a collator for plain
 * ASCII. A page's first collator loads the locale's collation data: 8 to 12 ms on a fast desktop,
 * ten times that on a phone, in the render that first sorts beaches. Beach names and areas are
 * almost always printable ASCII, whose order under the Unicode root collation (which en-GB uses)
 * is fixed and short: spaces, punctuation and symbols, digits, then letters, case mattering only
 * when all else is equal (lower case first). Any other character goes to a real collator, so the
 * result is always Intl's; the tests compare the two over every catalogue name and random text.
 */

/** Printable ASCII from first to last; the characters of one group share a primary weight. */
const asciiGroups = [
  ...' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$',
  ...'0123456789',
  ...[...'abcdefghijklmnopqrstuvwxyz'].map((letter) => letter + letter.toUpperCase()),
];

/** Each printable ASCII character's primary weight (1 and up); 0 for any other character. */
const primary = new Uint8Array(128);
asciiGroups.forEach((group, index) => {
  for (const character of group) primary[character.charCodeAt(0)] = index + 1;
});

const isPlainAscii = (text: string) => {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 128 || primary[code] === 0) return false;
  }
  return true;
};

export type Sensitivity = 'base' | 'variant';

const collators: Partial<Record<Sensitivity, Intl.Collator>> = {};
const collator = (sensitivity: Sensitivity) =>
  (collators[sensitivity] ??= new Intl.Collator('en-GB', { sensitivity }));

/**
 * -1, 0 or 1, as `new Intl.Collator('en-GB', { sensitivity }).compare(a, b)`: `base` ignores case
 * ('Bay' equals 'bay'), `variant` (the collator's default) puts lower case first on a tie.
 */
export function compareEnglish(a: string, b: string, sensitivity: Sensitivity = 'variant'): number {
  if (!isPlainAscii(a) || !isPlainAscii(b)) return collator(sensitivity).compare(a, b);
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const difference = primary[a.charCodeAt(i)]! - primary[b.charCodeAt(i)]!;
    if (difference !== 0) return Math.sign(difference);
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  if (sensitivity === 'base') return 0;
  for (let i = 0; i < length; i += 1) {
    // Same letters here; only their case can differ, and lower case comes first.
    if (a[i] !== b[i]) return a[i] === a[i]!.toLowerCase() ? -1 : 1;
  }
  return 0;
}
