import { compareEnglish, type Sensitivity } from '../english-order';

/**
 * Every ordered pair of `texts` that `compareEnglish` puts in another order than
 * `Intl.Collator('en-GB', { sensitivity })`, as "a | b"; none when the two agree.
 */
export function differencesFromIntl(texts: readonly string[], sensitivity: Sensitivity): string[] {
  const collator = new Intl.Collator('en-GB', { sensitivity });
  return texts.flatMap((a) =>
    texts
      .filter((b) => compareEnglish(a, b, sensitivity) !== Math.sign(collator.compare(a, b)))
      .map((b) => `${a} | ${b}`),
  );
}
