import type { Beach } from '@shared/beaches';
import { makeBeach } from '@shared/testing/make-beach';
import { stubApi } from '@/testing/stub-api';
import { beachTypeOptions, locationOptions } from '../../lib/filter-options';

/** A year-round sandy beach for the list tests; override what a test is about. */
export const listBeach = (overrides: Partial<Beach> = {}): Beach =>
  makeBeach({
    id: 1,
    slug: 'bantham',
    name: 'Bantham',
    description: 'A wide sandy beach.',
    ...overrides,
  });

/** A sourced rule with no period: the only kind the "Off-lead all year" filter counts. */
export const openAllYearRule: NonNullable<Beach['dogRule']> = {
  periods: [],
  leadOutsideBan: false,
  setBy: 'none',
  source: 'No council order names this beach',
  sourceUrl: null,
  checkedOn: '2026-01-01',
};

/** `count` beaches named "Beach 001"… spread over the areas and types, every third with parking. */
export const listCatalogue = (count: number): Beach[] =>
  Array.from({ length: count }, (_, index) =>
    listBeach({
      id: index + 1,
      slug: `beach-${index + 1}`,
      name: `Beach ${String(index + 1).padStart(3, '0')}`,
      location: locationOptions[index % locationOptions.length],
      beachType: beachTypeOptions[index % beachTypeOptions.length],
      accessType: index % 5 === 0 ? 'seasonal' : 'year-round',
      dogRule: index % 5 === 0 ? null : openAllYearRule,
      hasParking: index % 3 === 0,
    }),
  );

/** Stubs fetch to answer /api/beaches (and /api/site, /api/stats) from fixtures. */
export const stubCatalogueApi = (beaches: Beach[]) =>
  stubApi({
    'GET /api/beaches': { body: beaches },
    'GET /api/site': {
      body: { publicUrl: 'http://localhost', heroVideoUrl: null, analyticsScriptUrl: null },
    },
    'GET /api/stats': {
      body: {
        totalBeaches: beaches.length,
        yearRoundBeaches: 0,
        totalReviews: 0,
        averageRating: 0,
      },
    },
  });
