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

  it('counts "today" with the day rule, in summer and in winter', () => {
    expect(countFilterOptions(beaches, new Date('2026-07-15T12:00:00Z')).dogsAllowedToday).toBe(2);
    expect(countFilterOptions(beaches, new Date('2026-01-15T12:00:00Z')).dogsAllowedToday).toBe(3);
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
