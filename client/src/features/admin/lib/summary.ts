import type { Beach, Stats } from '@shared/beaches';

export interface SummaryFigures {
  /** null: neither the stats nor the beaches have loaded (failed), so there is no count to show. */
  totalBeaches: number | null;
  totalReviews: number | null;
  /** One decimal, as shown; null when there is no review to average (or nothing has loaded). */
  averageRating: string | null;
  yearRound: number | null;
}

/**
 * The dashboard's four figures: from the stats call, or, while it is missing, from the
 * loaded beaches (their count, their review counts, their year-round ones). Never a made-up
 * figure: with no review there is no average, and with neither source there are no counts.
 */
export function summaryFigures(
  stats: Stats | undefined,
  beaches: Beach[] | undefined,
): SummaryFigures {
  if (stats) {
    return {
      totalBeaches: stats.totalBeaches,
      totalReviews: stats.totalReviews,
      averageRating: stats.totalReviews > 0 ? stats.averageRating.toFixed(1) : null,
      yearRound: stats.yearRoundBeaches,
    };
  }
  if (!beaches)
    return { totalBeaches: null, totalReviews: null, averageRating: null, yearRound: null };
  const rated = beaches.filter((beach) => beach.totalReviews > 0);
  const reviewCount = rated.reduce((sum, beach) => sum + beach.totalReviews, 0);
  const ratingSum = rated.reduce((sum, beach) => sum + beach.averageRating * beach.totalReviews, 0);
  return {
    totalBeaches: beaches.length,
    totalReviews: reviewCount,
    averageRating: reviewCount > 0 ? (ratingSum / reviewCount).toFixed(1) : null,
    yearRound: beaches.filter((beach) => beach.accessType === 'year-round').length,
  };
}
