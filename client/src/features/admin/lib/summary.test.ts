import { describe, expect, it } from 'vitest';
import { makeBeach } from '@shared/testing/make-beach';
import { summaryFigures } from './summary';

describe('summaryFigures', () => {
  it('takes the four figures from the stats call, the average to one decimal', () => {
    expect(
      summaryFigures(
        { totalBeaches: 40, totalReviews: 12, averageRating: 4.456, yearRoundBeaches: 9 },
        [],
      ),
    ).toEqual({ totalBeaches: 40, totalReviews: 12, averageRating: '4.5', yearRound: 9 });
  });

  it('falls back to the loaded beaches while the stats are missing', () => {
    const beaches = [
      makeBeach({ id: 1, accessType: 'year-round', totalReviews: 3, averageRating: 5 }),
      makeBeach({ id: 2, accessType: 'seasonal', totalReviews: 1, averageRating: 1 }),
      makeBeach({ id: 3, accessType: 'year-round', totalReviews: 0, averageRating: 0 }),
    ];
    expect(summaryFigures(undefined, beaches)).toEqual({
      totalBeaches: 3,
      totalReviews: 4,
      averageRating: '4.0',
      yearRound: 2,
    });
  });

  it('gives no average when nothing has been rated', () => {
    expect(
      summaryFigures(
        { totalBeaches: 2, totalReviews: 0, averageRating: 0, yearRoundBeaches: 1 },
        [],
      ).averageRating,
    ).toBeNull();
    expect(summaryFigures(undefined, [makeBeach({ id: 1 })]).averageRating).toBeNull();
  });

  it('gives no figure at all when neither the stats nor the beaches are there', () => {
    expect(summaryFigures(undefined, undefined)).toEqual({
      totalBeaches: null,
      totalReviews: null,
      averageRating: null,
      yearRound: null,
    });
  });
});
