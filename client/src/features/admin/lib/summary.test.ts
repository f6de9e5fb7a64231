import { describe, expect, it } from 'vitest';
import { makeBeach } from '@/testing/make-beach';
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

  it('shows 4.2 when nothing has been rated yet', () => {
    expect(summaryFigures(undefined, undefined).averageRating).toBe('4.2');
    expect(
      summaryFigures(
        { totalBeaches: 2, totalReviews: 0, averageRating: 0, yearRoundBeaches: 1 },
        [],
      ).averageRating,
    ).toBe('4.2');
  });
});
