import { describe, expect, it } from 'vitest';
import { allAmenities } from '@shared/testing/make-beach';
import type { AmenityFlag } from '@shared/beaches';
import {
  applyFilterChange,
  withSearch,
  allBeachesHref,
  defaultFilters,
  defaultListState,
  parseListState,
  serializeListState,
  toBeachListQuery,
  type ListState,
} from './list-state';

const parse = (query: string, page: 'home' | 'all' = 'all', now?: Date) =>
  parseListState(new URLSearchParams(query), page, now);

/** Wednesday 15 July 2026, noon in London. */
const july15 = new Date('2026-07-15T11:00:00Z');

describe('parseListState', () => {
  it('turns every filter off and uses the default sort of each page for an empty query', () => {
    expect(parse('')).toEqual(defaultListState('all'));
    expect(parse('').filters.sortBy).toBe('name');
    expect(parse('', 'home').filters.sortBy).toBe('rating');
  });

  it('reads every filter, the sort, the page and the view', () => {
    const state = parse(
      'q=bay&location=south-devon&access=seasonal&type=sandy&parking=1&facilities=true' +
        '&water=1&cafe=1&lifeguards=1&walks=1&now=1&rating=4&sort=reviews&page=3&view=list',
    );
    expect(state).toEqual({
      filters: {
        search: 'bay',
        location: 'South Devon',
        accessType: 'seasonal',
        beachType: 'sandy',
        amenities: allAmenities(true),
        dogsAllowedNow: true,
        dogsAllowedOn: null,
        offLeadAllYear: false,
        within: null,
        minRating: 4,
        sortBy: 'reviews',
      },
      page: 3,
      view: 'list',
    } satisfies ListState);
  });

  it('accepts an area by its name as well as its slug', () => {
    expect(parse('location=North%20Devon').filters.location).toBe('North Devon');
    expect(parse('location=TORBAY').filters.location).toBe('Torbay');
  });

  it('ignores unknown and malformed values', () => {
    const state = parse(
      'location=atlantis&access=sometimes&type=lava&parking=yes&rating=7&sort=random&page=-2&view=tiles&colour=red',
    );
    expect(state).toEqual(defaultListState('all'));
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
  });

  it('keeps each page to its own sort choices', () => {
    expect(parse('sort=access', 'all').filters.sortBy).toBe('name');
    expect(parse('sort=access', 'home').filters.sortBy).toBe('access');
    expect(parse('sort=reviews', 'home').filters.sortBy).toBe('rating');
  });

  it('caps a very long search', () => {
    expect(parse(`q=${'a'.repeat(500)}`).filters.search).toHaveLength(200);
  });
});

describe('serializeListState', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeListState(defaultListState('all'), 'all').toString()).toBe('');
    expect(serializeListState(defaultListState('home'), 'home').toString()).toBe('');
  });

  it('round-trips a state', () => {
    const query =
      'q=sand+bay&location=east-devon&access=year-round&type=pebble&parking=1&cafe=1&now=1&rating=4.5&sort=rating&page=2&view=list';
    const state = parse(query);
    expect(serializeListState(state, 'all').toString()).toBe(query);
    expect(parse(serializeListState(state, 'all').toString())).toEqual(state);
  });

  it('leaves out a blank search', () => {
    const state = defaultListState('all');
    state.filters.search = '   ';
    expect(serializeListState(state, 'all').toString()).toBe('');
  });
});

describe('allBeachesHref', () => {
  it('carries home filters to the first page of the list', () => {
    const filters = { ...defaultFilters('home'), beachType: 'rocky' as const, search: 'cove' };
    expect(allBeachesHref(filters)).toBe('/beaches?q=cove&type=rocky');
  });

  it('carries a chosen sort the list offers, not home’s default', () => {
    expect(allBeachesHref(defaultFilters('home'))).toBe('/beaches');
    expect(allBeachesHref({ ...defaultFilters('home'), sortBy: 'location' })).toBe(
      '/beaches?sort=location',
    );
    expect(allBeachesHref({ ...defaultFilters('home'), sortBy: 'access' })).toBe('/beaches');
  });
});

describe('toBeachListQuery', () => {
  it('sends only what is on', () => {
    expect(toBeachListQuery(defaultFilters('all'), 'all')).toEqual({ sortBy: 'name' });
    const filters = parse('q=+bay+&location=torbay&parking=1&rating=3&now=1').filters;
    expect(toBeachListQuery(filters, 'all')).toEqual({
      search: 'bay',
      location: 'Torbay',
      hasParking: true,
      minRating: 3,
      dogsAllowedNow: true,
      sortBy: 'name',
    });
  });
});

describe('the dog and distance filters in the URL', () => {
  it('reads and writes the day, now, off-lead, within and the distance sort', () => {
    const query = 'now=1&dogsAllowedOn=2026-07-18&offlead=1&within=10&sort=distance';
    const state = parse(query, 'all', july15);
    expect(state.filters).toMatchObject({
      dogsAllowedNow: true,
      dogsAllowedOn: '2026-07-18',
      offLeadAllYear: true,
      within: 10,
      sortBy: 'distance',
    });
    expect(serializeListState(state, 'all').toString()).toBe(query);
    expect(parse(serializeListState(state, 'all').toString(), 'all', july15)).toEqual(state);
    expect(parse('sort=distance', 'home').filters.sortBy).toBe('distance');
  });

  it('reads the old today=1 as today in London, and writes the day instead', () => {
    // Half past midnight in London, already the 16th.
    const state = parse('today=1&offlead=1', 'all', new Date('2026-07-15T23:30:00Z'));
    expect(state.filters.dogsAllowedOn).toBe('2026-07-16');
    expect(serializeListState(state, 'all').toString()).toBe('dogsAllowedOn=2026-07-16&offlead=1');
  });

  it('drops a day that is past, more than a year ahead or not a date', () => {
    const day = (query: string) => parse(query, 'all', july15).filters.dogsAllowedOn;
    expect(day('dogsAllowedOn=2026-07-15')).toBe('2026-07-15');
    expect(day('dogsAllowedOn=2027-07-15')).toBe('2027-07-15');
    expect(day('dogsAllowedOn=2026-07-14')).toBeNull();
    expect(day('dogsAllowedOn=2027-07-16')).toBeNull();
    expect(day('dogsAllowedOn=2026-02-30')).toBeNull();
    expect(day('dogsAllowedOn=saturday')).toBeNull();
    expect(day('today=yes')).toBeNull();
    // A bad day with the old flag still means today.
    expect(day('dogsAllowedOn=2020-01-01&today=1')).toBe('2026-07-15');
  });

  it('accepts sortBy=distance, and only the four Within choices', () => {
    expect(parse('sortBy=distance').filters.sortBy).toBe('distance');
    expect(parse('within=5').filters.within).toBe(5);
    expect(parse('within=50').filters.within).toBe(50);
    expect(parse('within=7').filters.within).toBeNull();
    expect(parse('within=far').filters.within).toBeNull();
    expect(parse('today=yes&offlead=0').filters).toMatchObject({
      dogsAllowedOn: null,
      offLeadAllYear: false,
    });
  });

  it('never puts coordinates in the URL', () => {
    const state = parse('within=20&sort=distance&q=EX39');
    const text = serializeListState(state, 'all').toString();
    expect(text).toBe('q=EX39&within=20&sort=distance');
    expect(text).not.toMatch(/lat|lng|\d+\.\d+/);
  });

  it('carries the distance sort and Within to the all-beaches page', () => {
    expect(allBeachesHref({ ...defaultFilters('home'), sortBy: 'distance', within: 20 })).toBe(
      '/beaches?within=20&sort=distance',
    );
  });

  it('asks the API for the chosen day, off-lead, and never for a distance sort', () => {
    const filters = parse(
      'dogsAllowedOn=2026-07-16&offlead=1&sort=distance',
      'home',
      july15,
    ).filters;
    expect(toBeachListQuery(filters, 'home')).toEqual({
      dogsAllowedOn: '2026-07-16',
      offLeadAllYear: true,
      sortBy: 'rating',
    });
  });

  it('sorts by distance once a postcode or town is searched for', () => {
    const filters = defaultFilters('all');
    expect(withSearch(filters, 'EX39').sortBy).toBe('distance');
    expect(withSearch(filters, 'bideford').sortBy).toBe('distance');
    expect(withSearch(filters, 'cove').sortBy).toBe('name');
    expect(withSearch({ ...filters, sortBy: 'rating' }, 'cove').sortBy).toBe('rating');
  });
});

describe('applyFilterChange', () => {
  const shown = defaultFilters('all');
  const withAmenity = (flag: AmenityFlag) => ({
    ...shown,
    amenities: { ...shown.amenities, [flag]: true },
  });

  it('applies only what the change set, amenity by amenity, onto the filters as they are now', () => {
    // Parking, then Cafe, both tapped from the same render: neither undoes the other.
    const afterParking = applyFilterChange(shown, shown, withAmenity('hasParking'));
    const afterCafe = applyFilterChange(afterParking, shown, withAmenity('hasBeachCafe'));
    expect(afterCafe.amenities).toMatchObject({ hasParking: true, hasBeachCafe: true });
    // A search typed since the render is kept.
    const searched = { ...shown, search: 'Exeter' };
    expect(applyFilterChange(searched, shown, { ...shown, offLeadAllYear: true })).toMatchObject({
      search: 'Exeter',
      offLeadAllYear: true,
    });
  });

  it('applies the named filter even when the render already showed its value', () => {
    const current = { ...shown, dogsAllowedOn: '2026-07-16' };
    const rendered = { ...shown, dogsAllowedOn: '2026-07-15' };
    expect(applyFilterChange(current, rendered, rendered).dogsAllowedOn).toBe('2026-07-16');
    expect(applyFilterChange(current, rendered, rendered, 'dogsAllowedOn').dogsAllowedOn).toBe(
      '2026-07-15',
    );
    const parked = { ...shown, amenities: { ...shown.amenities, hasParking: true } };
    expect(applyFilterChange(parked, shown, shown, 'hasParking').amenities.hasParking).toBe(false);
  });
});
