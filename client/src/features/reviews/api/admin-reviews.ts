import { useMutation, useQuery } from '@tanstack/react-query';
import { adminReviewSchema } from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import { adminKeys, adminPageQuery, useAdminRefresh } from '@/features/admin';
import { apiRequest } from '@/lib/api-client';
import { myReviewsQueryKey } from './get-reviews';

/** Every review for the back office, newest first, a page at a time. */
export const useAdminReviews = (page: number) =>
  useQuery(adminPageQuery(adminKeys.reviews, '/api/admin/reviews', adminReviewSchema, page));

/**
 * An administrator deletes a review. The beach's rating and count, the lists and the stats are
 * computed from the reviews, so they are fetched again (the back office's beaches too).
 */
export function useDeleteAdminReview() {
  const refresh = useAdminRefresh(adminKeys.reviews, [
    ['reviews'],
    myReviewsQueryKey,
    ['beach'],
    ['beaches'],
    ['stats'],
    adminKeys.beaches,
  ]);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/reviews/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
