import { describe, expect, it } from 'vitest';
import { formatCheckedOn, ratingSummaryText, ratingTileText } from './beach-facts';
import { makeBeach } from './beach.fixture';
import { beachPath, beachShareText } from './beach-share-text';

describe('beach facts in words', () => {
  it('rates out of 5 to one decimal, or says there is none', () => {
    expect(ratingTileText(0)).toBe('N/A');
    expect(ratingSummaryText(0)).toBe('No rating');
    expect(ratingTileText(4)).toBe('4.0/5');
    expect(ratingSummaryText(3.96)).toBe('4.0 out of 5');
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
