import { describe, expect, it } from 'vitest';
import type { Beach } from '@shared/beaches';
import { formatDistance } from '@shared/near-me';
import { defaultFilters, parseListState, type BeachFilters } from './list-state';
import { listBeaches, nearHeading } from './nearby';
import { listBeach, openAllYearRule } from '../components/list/beaches.fixture';

/** Real places along the north Devon coast, to measure from Ilfracombe (EX34). */
const beaches: Beach[] = [
  listBeach({
    id: 1,
    name: 'Tunnels Beach',
    latitude: '51.2105',
    longitude: '-4.1275',
    averageRating: 3,
  }),
  listBeach({
    id: 2,
    name: 'Woolacombe Beach',
    latitude: '51.1725',
    longitude: '-4.2100',
    averageRating: 5,
  }),
  listBeach({
    id: 3,
    name: 'Westward Ho! Beach',
    latitude: '51.0430',
    longitude: '-4.2440',
    averageRating: 4,
  }),
  listBeach({
    id: 4,
    name: 'Oddicombe Beach',
    latitude: '50.4830',
    longitude: '-3.5100',
    averageRating: 4.5,
  }),
  listBeach({ id: 5, name: 'Somewhere Cove', latitude: null, longitude: null, averageRating: 2 }),
];
const ilfracombe = { lat: 51.208, lng: -4.121 };
const names = (list: readonly Beach[]) => list.map((beach) => beach.name);
const filters = (query: string): BeachFilters =>
  parseListState(new URLSearchParams(query), 'all').filters;

describe('listBeaches', () => {
  it('is the plain filtered list without a location', () => {
    const list = listBeaches(beaches, defaultFilters('all'), 'all', null);
    expect(list.origin).toBeNull();
    expect(list.miles).toBeNull();
    expect(names(list.beaches)).toEqual([
      'Oddicombe Beach',
      'Somewhere Cove',
      'Tunnels Beach',
      'Westward Ho! Beach',
      'Woolacombe Beach',
    ]);
  });

  it('ignores a distance sort and Within until there is a location', () => {
    const list = listBeaches(beaches, filters('sort=distance&within=5'), 'all', null);
    expect(list.beaches).toHaveLength(5);
    expect(list.beaches[0]!.name).toBe('Oddicombe Beach');
  });

  it('measures from the browser position, sorts nearest first and keeps Within', () => {
    const sorted = listBeaches(beaches, filters('sort=distance'), 'all', ilfracombe);
    expect(sorted.origin).toMatchObject({ label: 'you', source: 'device' });
    expect(nearHeading(sorted.origin!)).toBe('Beaches near you');
    expect(names(sorted.beaches)).toEqual([
      'Tunnels Beach',
      'Woolacombe Beach',
      'Westward Ho! Beach',
      'Oddicombe Beach',
      'Somewhere Cove',
    ]);
    expect(sorted.miles!.get(1)).toBeLessThan(1);
    expect(sorted.miles!.has(5)).toBe(false);
    expect(formatDistance(sorted.miles!.get(4)!)).toMatch(/^\d+ mi \(\d+ km\)$/);

    const within = listBeaches(beaches, filters('sort=distance&within=5'), 'all', ilfracombe);
    expect(names(within.beaches)).toEqual(['Tunnels Beach', 'Woolacombe Beach']);
    const byRating = listBeaches(beaches, filters('sort=rating&within=20'), 'all', ilfracombe);
    expect(names(byRating.beaches)).toEqual([
      'Woolacombe Beach',
      'Westward Ho! Beach',
      'Tunnels Beach',
    ]);
  });

  it('treats a postcode as a location rather than a text search', () => {
    const list = listBeaches(beaches, filters('q=ex34+9ab&sort=distance'), 'all', null);
    expect(list.origin).toMatchObject({ label: 'EX34', source: 'search' });
    expect(nearHeading(list.origin!)).toBe('Beaches near EX34');
    expect(names(list.beaches).slice(0, 2)).toEqual(['Tunnels Beach', 'Woolacombe Beach']);
    expect(list.beaches).toHaveLength(5);
  });

  it('prefers a typed place to the browser position', () => {
    const list = listBeaches(beaches, filters('q=Torquay&sort=distance'), 'all', ilfracombe);
    expect(list.origin!.label).toBe('Torquay');
    expect(list.beaches[0]!.name).toBe('Oddicombe Beach');
  });

  it('keeps searching by name when a town is also a beach, with distances from the town', () => {
    const list = listBeaches(beaches, filters('q=woolacombe&sort=distance'), 'all', null);
    expect(list.origin!.label).toBe('Woolacombe');
    expect(names(list.beaches)).toEqual(['Woolacombe Beach']);
    expect(list.miles!.get(2)).toBeLessThan(1);
  });

  it('uses the start of a town name only when it finds no beach', () => {
    const partial = listBeaches(beaches, filters('q=ilfrac&sort=distance'), 'all', null);
    expect(partial.origin!.label).toBe('Ilfracombe');
    expect(partial.beaches[0]!.name).toBe('Tunnels Beach');
    // "Woola" starts Woolacombe (a town) but also finds Woolacombe Beach: a plain search.
    const named = listBeaches(beaches, filters('q=woola'), 'all', null);
    expect(named.origin).toBeNull();
    expect(names(named.beaches)).toEqual(['Woolacombe Beach']);
  });

  it('applies the dog filters with the shared rules', () => {
    const offLead = listBeaches(
      [
        // Only a sourced rule saying so counts; a beach without a rule does not.
        ...beaches.map((beach) => ({ ...beach, dogRule: openAllYearRule })),
        listBeach({ id: 7, name: 'No Rule Beach' }),
        listBeach({
          id: 6,
          name: 'Leads Beach',
          dogRule: {
            periods: [],
            leadOutsideBan: true,
            setBy: 'council',
            source: null,
            sourceUrl: null,
            checkedOn: null,
          },
        }),
      ],
      filters('offlead=1'),
      'all',
      null,
    );
    expect(names(offLead.beaches)).not.toContain('Leads Beach');
    expect(names(offLead.beaches)).not.toContain('No Rule Beach');
    expect(offLead.beaches).toHaveLength(5);
  });
});
