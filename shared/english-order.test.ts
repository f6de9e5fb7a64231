import { describe, expect, it } from 'vitest';
import { compareEnglish, type Sensitivity } from './english-order';
import { differencesFromIntl } from './testing/english-order';

/** A small pseudo-random generator, so a failure names texts that come back on every run. */
function randomTexts(count: number, alphabet: string, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, () => {
    const length = Math.floor(next() * 7);
    return Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  });
}

const printableAscii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

const expectSameOrder = (texts: string[], sensitivity: Sensitivity) =>
  expect(differencesFromIntl(texts, sensitivity)).toEqual([]);

describe('compareEnglish', () => {
  for (const sensitivity of ['base', 'variant'] as const) {
    it(`orders random printable ASCII as Intl.Collator does (${sensitivity})`, () => {
      expectSameOrder(randomTexts(300, printableAscii, 7), sensitivity);
      // Few characters, so that texts often tie but for case, spaces or punctuation.
      expectSameOrder(randomTexts(300, "aAbB -'.1", 11), sensitivity);
    });

    it(`hands anything else to Intl.Collator (${sensitivity})`, () => {
      expectSameOrder(
        [
          'Saint-Brélade',
          'Saint Brelade',
          'Ærø',
          'Aero',
          'St Ives’ Bay',
          "St Ives' Bay",
          'tab\there',
          'Zoë',
          'Zoe',
        ],
        sensitivity,
      );
    });
  }

  it('ignores case at base sensitivity, and puts lower case first otherwise', () => {
    expect(compareEnglish('Bay', 'bay', 'base')).toBe(0);
    expect(compareEnglish('bay', 'Bay')).toBe(-1);
    expect(compareEnglish('Bay', 'bay')).toBe(1);
    expect(compareEnglish("Anstey's Cove", 'Ansteys Cove')).toBe(-1);
  });
});
