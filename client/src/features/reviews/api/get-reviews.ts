import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { reviewSchema } from '@shared/beaches';
import { apiRequest } from '@/lib/api-client';

export const getReviews = (beachId: number) =>
  apiRequest(`/api/beaches/${beachId}/reviews`, z.array(reviewSchema));

export const reviewsQueryOptions = (beachId: number) =>
  queryOptions({ queryKey: ['reviews', beachId], queryFn: () => getReviews(beachId) });

export const useReviews = (beachId: number) => useQuery(reviewsQueryOptions(beachId));
