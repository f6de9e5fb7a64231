import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { reviewSchema } from '@shared/beaches';
import { myReviewSchema } from '@shared/reviews';
import { apiRequest } from '@/lib/api-client';
import { ownListSettings } from '@/lib/contributions';
import { useQueryAfterHydration } from '@/lib/use-after-hydration';

export const getReviews = (beachId: number) =>
  apiRequest(`/api/beaches/${beachId}/reviews`, z.array(reviewSchema));

export const reviewsQueryOptions = (beachId: number) =>
  queryOptions({ queryKey: ['reviews', beachId], queryFn: () => getReviews(beachId) });

/** Below the fold: fetched in its turn after hydration. */
export const useReviews = (beachId: number) => useQueryAfterHydration(reviewsQueryOptions(beachId));

export const myReviewsQueryKey = ['my', 'reviews'] as const;

/** The signed-in user's reviews: the profile lists them, a beach page finds theirs. */
export const useMyReviews = (enabled: boolean) =>
  useQuery({
    queryKey: myReviewsQueryKey,
    queryFn: () => apiRequest('/api/my/reviews', z.array(myReviewSchema)),
    enabled,
    ...ownListSettings,
  });
