import { describe, expect, it } from 'vitest';
import {
  describeRulePeriod,
  formatCheckedOn,
  ratingSummaryText,
  ratingTileText,
} from './beach-facts';
import { makeBeach } from './beach.fixture';
import { beachPath, beachShareText } from './beach-share-text';

describe('beach facts in words', () => {
  it('rates out of 5 to one decimal, or says there is none', () => {
    expect(ratingTileText(0)).toBe('N/A');
    expect(ratingSummaryText(0)).toBe('No rating');
    expect(ratingTileText(4)).toBe('4.0/5');
    expect(ratingSummaryText(3.96)).toBe('4.0 out of 5');
  });

  it('describes the periods of a dog rule', () => {
    expect(
      describeRulePeriod({ kind: 'ban', from: '05-01', to: '09-30', hours: null, zone: null }),
    ).toBe('No dogs 1 May to 30 September');
    expect(
      describeRulePeriod({
        kind: 'ban',
        from: '05-15',
        to: '09-30',
        hours: { from: '10:00', to: '18:00' },
        zone: null,
      }),
    ).toBe('No dogs 10am–6pm, 15 May to 30 September');
    expect(
      describeRulePeriod({
        kind: 'lead',
        from: '01-01',
        to: '12-31',
        hours: null,
        zone: 'the promenade',
      }),
    ).toBe('Dogs on leads on part of the beach all year');
  });

  it('describes moving bounds and dates no source gives', () => {
    expect(
      describeRulePeriod({
        kind: 'ban',
        from: { relativeTo: 'easter', offsetDays: -14 },
        to: { relativeTo: 'half-term', term: 'october', edge: 'end', authority: 'devon' },
        hours: null,
        zone: null,
      }),
    ).toBe('No dogs 2 weeks before Easter Day to the end of the October half-term (Devon schools)');
    expect(
      describeRulePeriod({
        kind: 'ban',
        from: '05-01',
        to: '09-30',
        hours: null,
        zone: null,
        confirmed: false,
      }),
    ).toBe('No dogs: dates not confirmed, check the signs');
  });

  it('says when the rule was checked', () => {
    expect(formatCheckedOn('2021-03')).toBe('March 2021');
    expect(formatCheckedOn('2024-05-12')).toBe('12 May 2024');
  });
});

describe('beachShareText', () => {
  it('carries name, location, access type, rating out of 5 and review count', () => {
    expect(beachShareText(makeBeach({ averageRating: 4.5, totalReviews: 12 }))).toBe(
      'Bantham, South Devon: Year round access for dogs. Rating 4.5/5 (12 reviews).',
    );
    expect(beachShareText(makeBeach({ accessType: 'seasonal', totalReviews: 1 }))).toBe(
      'Bantham, South Devon: Seasonal for dogs. Rating N/A (1 review).',
    );
    expect(beachPath('bantham')).toBe('/beach/bantham');
  });
});
