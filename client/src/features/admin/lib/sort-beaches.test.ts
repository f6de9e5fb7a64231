import { describe, expect, it } from 'vitest';
import { makeBeach } from '@shared/testing/make-beach';
import { beachSortOptions, isBeachSortKey, sortBeaches } from './sort-beaches';

const beaches = [
  makeBeach({ name: 'Woolacombe', location: 'North Devon', accessType: 'seasonal' }),
  makeBeach({ name: 'Bantham', location: 'South Devon', accessType: 'year-round' }),
  makeBeach({ name: 'Oddicombe', location: 'Torbay', accessType: 'no-dogs' }),
  makeBeach({ name: 'Exmouth', location: 'East Devon', accessType: 'restricted' }),
  makeBeach({ name: 'croyde', location: 'North Devon', accessType: 'seasonal' }),
];
const names = (list: readonly { name: string }[]) => list.map((beach) => beach.name);

describe('sortBeaches', () => {
  it.each([
    [
      'sorts by name both ways, ignoring case',
      'name',
      ['Bantham', 'croyde', 'Exmouth', 'Oddicombe', 'Woolacombe'],
      ['Woolacombe', 'Oddicombe', 'Exmouth', 'croyde', 'Bantham'],
    ],
    [
      'sorts by location both ways; beaches in one place stay A to Z by name',
      'location',
      ['Exmouth', 'croyde', 'Woolacombe', 'Bantham', 'Oddicombe'],
      ['Oddicombe', 'Bantham', 'croyde', 'Woolacombe', 'Exmouth'],
    ],
    [
      'sorts by access type: year-round, seasonal, restricted, no dogs, and back',
      'access',
      ['Bantham', 'croyde', 'Woolacombe', 'Exmouth', 'Oddicombe'],
      ['Oddicombe', 'Exmouth', 'croyde', 'Woolacombe', 'Bantham'],
    ],
  ] as const)('%s', (_title, key, asc, desc) => {
    expect(names(sortBeaches(beaches, key, 'asc'))).toEqual(asc);
    expect(names(sortBeaches(beaches, key, 'desc'))).toEqual(desc);
  });

  it('puts an access type it does not know after no dogs', () => {
    const odd = makeBeach({ name: 'Aardvark Cove', accessType: 'unknown' });
    expect(names(sortBeaches([odd, ...beaches], 'access', 'asc')).at(-1)).toBe('Aardvark Cove');
    expect(names(sortBeaches([odd, ...beaches], 'access', 'desc'))[0]).toBe('Aardvark Cove');
  });

  it('orders numbers in names as numbers', () => {
    const numbered = [makeBeach({ name: 'Cove 10' }), makeBeach({ name: 'Cove 9' })];
    expect(names(sortBeaches(numbered, 'name', 'asc'))).toEqual(['Cove 9', 'Cove 10']);
  });

  it('returns a new array and leaves the given list as it was', () => {
    const before = names(beaches);
    const sorted = sortBeaches(beaches, 'name', 'desc');
    expect(sorted).not.toBe(beaches);
    expect(names(beaches)).toEqual(before);
    expect(sortBeaches([], 'location', 'asc')).toEqual([]);
  });
});

describe('the sort options', () => {
  it('are Name, Location and Access type', () => {
    expect(beachSortOptions.map((option) => option.label)).toEqual([
      'Name',
      'Location',
      'Access type',
    ]);
    expect(beachSortOptions.every((option) => isBeachSortKey(option.value))).toBe(true);
    expect(isBeachSortKey('rating')).toBe(false);
  });
});
