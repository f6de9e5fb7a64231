import { describe, expect, it } from 'vitest';
import { matchesBeachQuery, queryBeaches, sortBeaches, type ListableBeach } from './beach-list';
import { beachListQuerySchema } from './beaches';
import { makeDogRule, makePeriod } from './testing/dog-rule';
import { makeBeach, type BeachOverrides } from './testing/make-beach';

const beach = (overrides: BeachOverrides) =>
  makeBeach({ name: 'Beach', description: 'Sand and rock pools.', ...overrides });

const beaches = [
  beach({
    name: 'Oddicombe',
    location: 'Torbay',
    accessType: 'seasonal',
    averageRating: 4,
    totalReviews: 1,
  }),
  beach({
    name: 'bantham',
    location: 'South Devon',
    averageRating: 4.5,
    totalReviews: 3,
    hasParking: true,
  }),
  beach({ name: 'Croyde', location: 'North Devon', accessType: 'restricted', beachType: 'mixed' }),
  beach({
    name: 'Anywhere',
    location: 'Dorset',
    accessType: 'no-dogs',
    averageRating: 4,
    totalReviews: 4,
  }),
];
const names = (list: ListableBeach[]) => list.map((b) => b.name);

describe('sortBeaches', () => {
  it.each([
    ['name without regard to case', 'name', ['Anywhere', 'bantham', 'Croyde', 'Oddicombe']],
    [
      'rating, then review count, then name',
      'rating',
      ['bantham', 'Anywhere', 'Oddicombe', 'Croyde'],
    ],
    ['review count first', 'reviews', ['Anywhere', 'bantham', 'Oddicombe', 'Croyde']],
    ['location, then name', 'location', ['Anywhere', 'Croyde', 'bantham', 'Oddicombe']],
    [
      'year-round first, then seasonal, restricted and anything else',
      'access',
      ['bantham', 'Oddicombe', 'Croyde', 'Anywhere'],
    ],
  ] as const)('sorts by %s', (_, sort, expected) => {
    expect(names(sortBeaches(beaches, sort))).toEqual(expected);
  });
  it('leaves its input unchanged', () => {
    const copy = [...beaches];
    sortBeaches(beaches, 'rating');
    expect(beaches).toEqual(copy);
  });
});

describe('matchesBeachQuery', () => {
  it('matches every beach with no filter', () => {
    expect(beaches.every((b) => matchesBeachQuery(b, {}))).toBe(true);
  });
  it('searches name, location and description, ignoring case and spaces around', () => {
    expect(names(queryBeaches(beaches, { search: '  BANTHAM ' }))).toEqual(['bantham']);
    expect(names(queryBeaches(beaches, { search: 'north devon' }))).toEqual(['Croyde']);
    expect(queryBeaches(beaches, { search: 'rock pools' })).toHaveLength(4);
  });
  it('filters only on true flags and combines filters', () => {
    expect(names(queryBeaches(beaches, { hasParking: true }))).toEqual(['bantham']);
    expect(queryBeaches(beaches, { hasParking: false })).toHaveLength(4);
    expect(names(queryBeaches(beaches, { minRating: 4, accessType: 'seasonal' }))).toEqual([
      'Oddicombe',
    ]);
    expect(names(queryBeaches(beaches, { beachType: 'mixed', location: 'North Devon' }))).toEqual([
      'Croyde',
    ]);
  });
});

describe('dog filters', () => {
  const summerBan = makeDogRule([makePeriod()], { source: 'Order', checkedOn: '2024-01' });
  const ruled = [
    beach({ name: 'Open', dogStatus: { state: 'allowed' } }),
    beach({
      name: 'Closed',
      accessType: 'seasonal',
      dogRule: summerBan,
      dogStatus: { state: 'banned' },
    }),
    beach({ name: 'Part', accessType: 'restricted', dogStatus: { state: 'restricted' } }),
  ];
  it('keeps beaches where dogs may be now, on all or part of the beach', () => {
    expect(names(queryBeaches(ruled, { dogsAllowedNow: true }))).toEqual(['Open', 'Part']);
    expect(queryBeaches(ruled, { dogsAllowedNow: false })).toHaveLength(3);
  });
  it('keeps beaches where dogs may be on a given day', () => {
    expect(names(queryBeaches(ruled, { dogsAllowedOn: '2026-07-01' }))).toEqual(['Open', 'Part']);
    expect(queryBeaches(ruled, { dogsAllowedOn: '2026-12-01' })).toHaveLength(3);
  });
});

describe('beachListQuerySchema', () => {
  it('reads the query string the client sends', () => {
    expect(
      beachListQuerySchema.parse({
        location: 'torbay',
        accessType: 'all',
        beachType: 'Sandy',
        hasParking: 'true',
        hasLifeguards: 'false',
        minRating: '3.5',
        sortBy: 'rating',
      }),
    ).toEqual({
      location: 'Torbay',
      accessType: undefined,
      beachType: 'sandy',
      hasParking: true,
      hasLifeguards: false,
      minRating: 3.5,
      sortBy: 'rating',
    });
  });
  it.each([
    { sortBy: 'best' },
    { location: 'Mars' },
    { hasParking: 'yes' },
    { minRating: '9' },
    { dogsAllowedNow: 'maybe' },
    { dogsAllowedOn: '2026-02-30' },
    { dogsAllowedOn: 'tomorrow' },
  ])('refuses %o', (query) => {
    expect(beachListQuerySchema.safeParse(query).success).toBe(false);
  });
});
