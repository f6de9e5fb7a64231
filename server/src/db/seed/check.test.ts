import { describe, expect, it } from 'vitest';
import { emptyFacilities } from '@shared/facilities';
import type { CatalogueBeach } from './catalogue';
import { checkCatalogue, checkSchoolTerms } from './check';
import { catalogueBeachSchema, readCatalogue } from './catalogue';

const notNamed = {
  periods: [],
  leadOutsideBan: false,
  setBy: 'council' as const,
  namedInOrder: false,
  orderKind: 'byelaw' as const,
  source: 'Not named in the Torbay beach byelaw',
  sourceUrl: 'https://www.torbay.gov.uk/news/pr8382/',
  checkedOn: '2026-11-27',
};

const beach = (overrides: Partial<CatalogueBeach>): CatalogueBeach => ({
  name: 'Test Sands',
  slug: 'test-sands',
  location: 'Torbay',
  latitude: 50.45,
  longitude: -3.55,
  postcode: null,
  beachType: 'sandy',
  accessType: 'year-round',
  accessInfo: null,
  seasonalRestrictions: null,
  restrictionPeriod: null,
  dogRule: notNamed,
  facilities: { ...emptyFacilities(), checkedOn: '2026-11-27' },
  bathingWater: null,
  beachCharacteristics: [],
  description:
    'A long sandy beach under red cliffs, with rock pools at low tide and a cafe by the slipway.',
  parkingInfo: null,
  safetyNotes: null,
  website: null,
  sources: {},
  ...overrides,
});

const rule = {
  periods: [{ kind: 'ban' as const, from: '05-01', to: '09-30', hours: null, zone: null }],
  leadOutsideBan: false,
  setBy: 'council' as const,
  orderKind: 'pspo' as const,
  source: 'A council dog order',
  sourceUrl: 'https://example.gov.uk/dog-order',
  checkedOn: '2026-11-27',
  orderEndsOn: '2026-12-31',
};

const problemsOf = (beaches: CatalogueBeach[]) => checkCatalogue(beaches).problems;

describe('checkCatalogue', () => {
  it('passes a sound catalogue and counts it', () => {
    const report = checkCatalogue([
      beach({}),
      beach({
        name: 'Other Cove',
        slug: 'other-cove',
        latitude: 50.5,
        accessType: 'seasonal',
        dogRule: rule,
        sources: { dogRule: 'order' },
      }),
    ]);
    expect(report.problems).toEqual([]);
    expect(report.byAccessType).toEqual({ 'year-round': 1, seasonal: 1 });
    expect(report.checkedFields.dogRule).toBe(1);
    expect(report.dogRules).toMatchObject({ sourced: 2, notNamed: 1, orderEndsOn: 1 });
    expect(report.facilities.parking).toEqual({ yes: 0, no: 0, 'not-known': 2 });
  });

  it('counts the orders that have ended by the day it runs', () => {
    const beaches = [beach({ accessType: 'seasonal', dogRule: rule })];
    expect(checkCatalogue(beaches, '2026-12-31').dogRules.expired).toBe(0);
    expect(checkCatalogue(beaches, '2027-01-01').dogRules.expired).toBe(1);
  });

  it('refuses a beach without a rule, a rule without its source address or a full date', () => {
    expect(problemsOf([beach({ dogRule: null })])).toEqual(['test-sands: no dog rule']);
    expect(problemsOf([beach({ dogRule: { ...notNamed, sourceUrl: null } })])).toEqual([
      'test-sands: dog rule has no source with its address (source and sourceUrl)',
    ]);
    expect(problemsOf([beach({ dogRule: { ...notNamed, checkedOn: '2024-04' } })])).toEqual([
      'test-sands: dog rule checked on "2024-04", not a full date (yyyy-MM-dd)',
    ]);
  });

  it('refuses an order that could not be flagged once it ends, and a not-named rule with periods', () => {
    const { orderKind: _kind, ...withoutKind } = notNamed;
    expect(problemsOf([beach({ dogRule: withoutKind })])).toEqual([
      'test-sands: dog rule is a council rule without orderKind (pspo or byelaw)',
    ]);
    const { orderEndsOn: _end, ...endless } = rule;
    expect(problemsOf([beach({ accessType: 'seasonal', dogRule: endless })])).toEqual([
      'test-sands: dog rule is an order without orderEndsOn, so it could not be flagged once it expires',
    ]);
    expect(
      problemsOf([beach({ accessType: 'seasonal', dogRule: { ...rule, namedInOrder: false } })]),
    ).toEqual(['test-sands: dog rule is not named in its order yet has periods']);
  });

  it('refuses a "no" without a source, a lifeguard "yes" without one, and an unchecked date', () => {
    const facilities = beach({}).facilities;
    const bare = { detail: null, source: null, season: null };
    expect(
      problemsOf([
        beach({
          facilities: {
            ...facilities,
            checkedOn: null,
            cafe: { ...bare, state: 'no' },
            lifeguards: { ...bare, state: 'yes' },
            toilets: { ...bare, state: 'no', source: 'https://example.gov.uk/toilets' },
          },
        }),
      ]),
    ).toEqual([
      'test-sands: facilities checked on "", not a full date',
      'test-sands: cafe is "no" without a source',
      'test-sands: lifeguards "yes" without a source',
    ]);
  });

  it('finds duplicate slugs and names', () => {
    expect(problemsOf([beach({}), beach({ latitude: 50.6 })])).toEqual(
      expect.arrayContaining(['duplicate slug: test-sands', 'duplicate name: test sands']),
    );
  });

  it('finds two beaches within 150 m', () => {
    const problems = problemsOf([
      beach({}),
      beach({ name: 'Near', slug: 'near', latitude: 50.451 }),
    ]);
    expect(problems).toEqual(['test-sands and near are 111 m apart']);
  });

  it('finds a point outside the region', () => {
    expect(problemsOf([beach({ latitude: 52.1 })])[0]).toMatch(/outside the region/);
  });

  it('finds a missing beach type, a seasonal beach without a dated rule, a short description', () => {
    expect(problemsOf([beach({ beachType: null })])).toEqual(['test-sands: no beach type']);
    expect(problemsOf([beach({ accessType: 'seasonal' })])).toEqual([
      'test-sands: seasonal without a structured dog rule',
    ]);
    expect(problemsOf([beach({ description: 'Too short.' })])).toEqual([
      'test-sands: description shorter than 80 characters',
    ]);
  });

  it('finds a fixed date that is not a day of the year, and equal hours', () => {
    const period = rule.periods[0]!;
    const dogRule = {
      ...rule,
      periods: [
        { ...period, from: '02-30' },
        { ...period, hours: { from: '10:00', to: '10:00' } },
      ],
    };
    expect(problemsOf([beach({ accessType: 'seasonal', dogRule })])).toEqual([
      'test-sands: dog rule period 1: 02-30 is not a day of the year',
      'test-sands: dog rule period 2: its hours start and end at 10:00',
    ]);
  });

  it("finds a dog text whose dates or hours are not the rule's", () => {
    const seasonal = { accessType: 'seasonal' as const, dogRule: rule };
    expect(
      problemsOf([
        beach({
          ...seasonal,
          accessInfo: 'Dogs banned from 1 May to 30 September; welcome 1 October to 30 April.',
          seasonalRestrictions: 'No dogs 15 March - 3 November',
          restrictionPeriod: '1 May - 30 September, 10am - 6pm',
        }),
      ]),
    ).toEqual([
      'test-sands: seasonalRestrictions: This note says 15 March – 3 November but the rule says 1 May – 30 Sep: change the note or the rule',
      'test-sands: restrictionPeriod: This note says 10am–6pm but the rule says all day: change the note or the rule',
    ]);
  });

  it('refuses a half-term bound for an authority without school term data', () => {
    const entry = (authority: string) => ({
      ...beach({}),
      dogRule: {
        ...rule,
        periods: [
          {
            ...rule.periods[0],
            to: { relativeTo: 'half-term', term: 'october', edge: 'end', authority },
          },
        ],
      },
    });
    expect(catalogueBeachSchema.safeParse(entry('devon')).success).toBe(true);
    expect(catalogueBeachSchema.safeParse(entry('kent')).success).toBe(false);
  });

  it('checks the school term data: real dates in their academic year, with a source', () => {
    const good = {
      academicYear: '2025/26',
      source: 'https://example.org/terms',
      halfTerms: [{ term: 'october' as const, start: '2025-10-27', end: '2025-10-31' }],
    };
    const none = { devon: [], cornwall: [], dorset: [], torbay: [], plymouth: [], somerset: [] };
    expect(checkSchoolTerms({ ...none, devon: [good] })).toEqual([]);
    expect(checkSchoolTerms()).toEqual([]);
    expect(
      checkSchoolTerms({
        ...none,
        devon: [
          {
            academicYear: '2025/27',
            source: '',
            halfTerms: [
              { term: 'october', start: '2026-10-26', end: '2026-10-30' },
              { term: 'may', start: '2026-05-29', end: '2026-05-25' },
            ],
          },
        ],
      }),
    ).toEqual([
      'school terms devon 2025/27: academic year must be like 2025/26',
      'school terms devon 2025/27: no source link',
      'school terms devon 2025/27: october half-term is not in that academic year',
      'school terms devon 2025/27: may half-term dates are not a span of real dates',
    ]);
  });

  it('holds for the catalogue we ship', () => {
    const report = checkCatalogue(readCatalogue());
    expect(report.problems).toEqual([]);
    expect(report.total).toBeGreaterThanOrEqual(180);
    expect(Object.keys(report.byArea).sort()).toEqual(
      [
        'Cornwall',
        'Dorset',
        'East Devon',
        'North Devon',
        'Plymouth',
        'Somerset',
        'South Devon',
        'Torbay',
      ].sort(),
    );
  });
});
