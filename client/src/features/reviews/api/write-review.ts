import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@shared/auth';
import { reviewSchema } from '@shared/beaches';
import type { ReviewBody } from '@shared/reviews';
import { apiRequest } from '@/lib/api-client';
import { myReviewsQueryKey } from './get-reviews';

/**
 * After any change the beach's list, rating and count, the lists and the stats are fetched again
 * (they are computed from the reviews).
 */
function useRefreshAfterReview(beachId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['reviews', beachId] }),
      queryClient.invalidateQueries({ queryKey: myReviewsQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['beach'] }),
      queryClient.invalidateQueries({ queryKey: ['beaches'] }),
      queryClient.invalidateQueries({ queryKey: ['stats'] }),
    ]);
}

export function useSaveReview(beachId: number) {
  const refresh = useRefreshAfterReview(beachId);
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number | null; body: ReviewBody }) =>
      apiRequest(
        reviewId === null ? `/api/beaches/${beachId}/reviews` : `/api/reviews/${reviewId}`,
        reviewSchema,
        { method: reviewId === null ? 'POST' : 'PUT', body: JSON.stringify(body) },
      ),
    onSuccess: refresh,
  });
}

export function useDeleteReview(beachId: number) {
  const refresh = useRefreshAfterReview(beachId);
  return useMutation({
    mutationFn: (reviewId: number) =>
      apiRequest(`/api/reviews/${reviewId}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
