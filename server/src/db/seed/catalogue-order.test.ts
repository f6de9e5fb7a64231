import { differencesFromIntl } from '@shared/testing/english-order';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from './catalogue';

/**
 * The lists sort beach names and areas with `compareEnglish`, which orders plain ASCII by hand
 * rather than with a collator; the catalogue's own texts must come out as Intl.Collator puts them.
 */
describe('the catalogue in English order', () => {
  const catalogue = readCatalogue();
  const texts = [...new Set(catalogue.flatMap((beach) => [beach.name, beach.location]))];

  for (const sensitivity of ['base', 'variant'] as const) {
    it(`sorts every name and area as Intl.Collator does (${sensitivity})`, () => {
      expect(texts.length).toBeGreaterThan(catalogue.length);
      expect(differencesFromIntl(texts, sensitivity)).toEqual([]);
    });
  }
});
