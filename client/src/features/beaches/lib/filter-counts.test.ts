import { describe, expect, it } from 'vitest';
import { makeBeach as beach } from '@shared/testing/make-beach';
import { countFilterOptions, withCount } from './filter-counts';

describe('countFilterOptions', () => {
  const counts = countFilterOptions([
    beach({ hasParking: true, averageRating: 4.6 }),
    beach({ location: 'Torbay', accessType: 'seasonal', beachType: 'pebble', averageRating: 3.2 }),
    beach({
      location: 'Torbay',
      beachType: null,
      hasParking: true,
      dogStatus: { state: 'banned' },
    }),
  ]);

  it('counts each option from the data', () => {
    expect(counts.total).toBe(3);
    expect(counts.location).toEqual({ 'South Devon': 1, Torbay: 2 });
    expect(counts.accessType).toEqual({ 'year-round': 2, seasonal: 1 });
    expect(counts.beachType).toEqual({ sandy: 1, pebble: 1 });
    expect(counts.amenities.hasParking).toBe(2);
    expect(counts.amenities.hasLifeguards).toBe(0);
    expect(counts.dogsAllowedNow).toBe(2);
    expect(counts.minRating).toEqual({ '3': 2, '4': 1, '4.5': 1 });
  });

  it('labels a missing option with zero', () => {
    expect(withCount('Torbay', counts.location, 'Torbay')).toBe('Torbay (2)');
    expect(withCount('Dorset', counts.location, 'Dorset')).toBe('Dorset (0)');
  });
});

describe('the dog filter counts', () => {
  const summerBan = {
    periods: [{ kind: 'ban' as const, from: '05-01', to: '09-30', hours: null, zone: null }],
    leadOutsideBan: false,
    setBy: 'council' as const,
    source: null,
    sourceUrl: null,
    checkedOn: null,
  };
  const beaches = [
    beach({}),
    beach({ accessType: 'seasonal', dogRule: summerBan, dogStatus: { state: 'banned' } }),
    beach({ accessType: 'restricted' }),
  ];

  it('counts today, tomorrow and Saturday with the day rule, in summer and in winter', () => {
    // Wednesday 15 July: tomorrow is the 16th, Saturday the 18th.
    expect(countFilterOptions(beaches, new Date('2026-07-15T12:00:00Z')).dogsAllowedOn).toEqual({
      '2026-07-15': 2,
      '2026-07-16': 2,
      '2026-07-18': 2,
    });
    expect(
      countFilterOptions(beaches, new Date('2026-01-15T12:00:00Z')).dogsAllowedOn['2026-01-15'],
    ).toBe(3);
  });

  it('follows a chosen day, which may fall in another season', () => {
    // Asked in late September about a day in October, after the summer ban.
    const counts = countFilterOptions(beaches, new Date('2026-09-29T12:00:00Z'), '2026-10-03');
    expect(counts.dogsAllowedOn['2026-09-29']).toBe(2);
    expect(counts.dogsAllowedOn['2026-10-03']).toBe(3);
  });

  it('counts only the beaches whose sourced rule says off-lead all year', () => {
    expect(countFilterOptions(beaches).offLeadAllYear).toBe(0);
    const open = beach({ dogRule: { ...summerBan, periods: [], source: 'No order names it' } });
    expect(countFilterOptions([...beaches, open]).offLeadAllYear).toBe(1);
  });

  it('does not count a beach with unconfirmed dates as allowed now', () => {
    const unconfirmed = beach({ accessType: 'seasonal', dogStatus: { state: 'unconfirmed' } });
    expect(countFilterOptions([...beaches, unconfirmed]).dogsAllowedNow).toBe(2);
  });
});
