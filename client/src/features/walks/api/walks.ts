import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  routeRatingResultSchema,
  walkingRouteSchema,
  type CreateRouteBody,
  type RateRouteBody,
} from '@shared/walks';
import { apiRequest, jsonRequest } from '@/lib/api-client';
import { myWalksKey } from './my-walks';

/** Every beach's walks, under one key (a change of approval refreshes them all). */
export const allWalksKey = ['walks'] as const;
const walksKey = (beachId: number) => [...allWalksKey, beachId] as const;

export const walksQueryOptions = (beachId: number) =>
  queryOptions({
    queryKey: walksKey(beachId),
    queryFn: () => apiRequest(`/api/beaches/${beachId}/routes`, z.array(walkingRouteSchema)),
  });

/** The approved walking routes of a beach. */
export const useWalks = (beachId: number) => useQuery(walksQueryOptions(beachId));

/** A new route goes for review: it is not listed until approved, but is in the member's own. */
export function useSubmitWalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRouteBody) =>
      apiRequest('/api/routes', walkingRouteSchema, { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myWalksKey }),
  });
}

export function useRateWalk(beachId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ routeId, body }: { routeId: number; body: RateRouteBody }) =>
      apiRequest(
        `/api/routes/${routeId}/rate`,
        routeRatingResultSchema,
        jsonRequest('POST', { ...body, routeId }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walksKey(beachId) }),
  });
}
