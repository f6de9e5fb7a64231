import type { Beach, Stats } from '@shared/beaches';

export interface SummaryFigures {
  totalBeaches: number;
  totalReviews: number;
  /** One decimal, as shown. */
  averageRating: string;
  yearRound: number;
}

/** The average shown when neither the stats nor any rated beach gives one. */
const fallbackAverage = 4.2;

/**
 * The dashboard's four figures: from the stats call, or, while it is missing, from the
 * loaded beaches (their count, their review counts, their year-round ones).
 */
export function summaryFigures(
  stats: Stats | undefined,
  beaches: Beach[] | undefined,
): SummaryFigures {
  const list = beaches ?? [];
  const rated = list.filter((beach) => beach.totalReviews > 0);
  const reviewCount = rated.reduce((sum, beach) => sum + beach.totalReviews, 0);
  const loadedAverage =
    reviewCount > 0
      ? rated.reduce((sum, beach) => sum + beach.averageRating * beach.totalReviews, 0) /
        reviewCount
      : null;
  const average =
    stats && stats.totalReviews > 0 ? stats.averageRating : (loadedAverage ?? fallbackAverage);
  return {
    totalBeaches: stats?.totalBeaches ?? list.length,
    totalReviews: stats?.totalReviews ?? reviewCount,
    averageRating: average.toFixed(1),
    yearRound:
      stats?.yearRoundBeaches ?? list.filter((beach) => beach.accessType === 'year-round').length,
  };
}
