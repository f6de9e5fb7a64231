import { describe, expect, it } from 'vitest';
import { activeFilters, withoutAnyFilter, withoutFilter } from './filter-chips';
import { defaultFilters, parseListState } from './list-state';

/** Wednesday 15 July 2026 in London. */
const filtersOf = (query: string) =>
  parseListState(new URLSearchParams(query), 'all', new Date('2026-07-15T11:00:00Z')).filters;

describe('activeFilters', () => {
  it('is empty for the defaults, whatever the sort', () => {
    expect(activeFilters(defaultFilters('all'))).toEqual([]);
    expect(activeFilters({ ...defaultFilters('all'), sortBy: 'rating' })).toEqual([]);
  });

  it('names each filter that is on', () => {
    expect(
      activeFilters(
        filtersOf('q=bay&location=torbay&access=seasonal&type=sandy&cafe=1&now=1&rating=4'),
      ).map((filter) => filter.label),
    ).toEqual([
      '“bay”',
      'Torbay',
      'Seasonal',
      'Sandy',
      'Beach café',
      'Dogs allowed now',
      '4+ stars',
    ]);
  });
});

describe('withoutFilter', () => {
  it('clears one filter and keeps the rest', () => {
    const filters = filtersOf('location=torbay&parking=1&cafe=1');
    const cleared = withoutFilter(filters, 'hasParking');
    expect(cleared.amenities.hasParking).toBe(false);
    expect(cleared.amenities.hasBeachCafe).toBe(true);
    expect(cleared.location).toBe('Torbay');
    expect(withoutFilter(filters, 'location').location).toBeNull();
  });

  it('clears everything but the sort', () => {
    const filters = filtersOf('q=x&location=torbay&type=rocky&walks=1&rating=3&sort=rating');
    expect(withoutAnyFilter(filters)).toEqual({ ...defaultFilters('all'), sortBy: 'rating' });
  });
});

describe('the dog and distance chips', () => {
  it('names each dog filter and Within, and clears each with one tap', () => {
    const filters = filtersOf('dogsAllowedOn=2026-07-18&now=1&offlead=1&within=20&sort=distance');
    expect(activeFilters(filters).map((filter) => filter.label)).toEqual([
      'Dogs allowed Sat 18 Jul',
      'Dogs allowed now',
      'Off-lead all year',
      'Within 20 miles',
    ]);
    expect(withoutFilter(filters, 'dogsAllowedOn')).toEqual({ ...filters, dogsAllowedOn: null });
    expect(withoutFilter(filters, 'offLeadAllYear')).toEqual({ ...filters, offLeadAllYear: false });
    expect(withoutFilter(filters, 'within')).toEqual({ ...filters, within: null });
  });

  it('are all cleared by Clear Filters, which keeps the distance sort', () => {
    const filters = filtersOf('today=1&now=1&offlead=1&within=5&sort=distance');
    expect(withoutAnyFilter(filters)).toEqual({ ...defaultFilters('all'), sortBy: 'distance' });
  });
});
