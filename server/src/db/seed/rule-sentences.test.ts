import { describe, expect, it } from 'vitest';
import { ruleSentences } from '@shared/rule-sentences';
import { readCatalogue } from './catalogue';

describe('ruleSentences over the catalogue we ship', () => {
  const catalogue = readCatalogue();

  it('renders every rule shape in sentences, none of them with a gap', () => {
    const shapes = new Set<string>();
    for (const beach of catalogue) {
      const sentences = ruleSentences(beach.dogRule);
      expect(sentences.length, beach.slug).toBeGreaterThan(0);
      for (const sentence of sentences) {
        expect(sentence, beach.slug).not.toMatch(/undefined|null|NaN|\[object|\s\s|^\s|\s$/);
        expect(sentence, beach.slug).toMatch(/^[A-Z]/);
      }
      const rule = beach.dogRule!;
      shapes.add(
        [
          rule.periods.length,
          rule.leadOutsideBan,
          rule.namedInOrder,
          ...rule.periods.map((p) =>
            [p.kind, typeof p.from, typeof p.to, !!p.hours, !!p.zone, p.confirmed].join('/'),
          ),
        ].join(' '),
      );
    }
    // Bans and leads, hours, zones, moving and unconfirmed dates, and the year-round cases.
    expect(shapes.size).toBeGreaterThan(10);
  });

  it('gives a ban with hours in the words the beach page uses', () => {
    const cawsand = catalogue.find((beach) => beach.slug === 'cawsand')!;
    expect(ruleSentences(cawsand.dogRule)).toEqual([
      'Dogs banned 1 Jul – 31 Aug, 10am–6pm',
      'Dogs allowed at other times',
    ]);
  });
});
