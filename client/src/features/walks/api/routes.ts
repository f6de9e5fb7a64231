import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  routeRatingResultSchema,
  walkingRouteSchema,
  type CreateRouteBody,
  type RateRouteBody,
} from '@shared/walks';
import { apiRequest } from '@/lib/api-client';

const routesKey = (beachId: number) => ['routes', beachId] as const;

export const routesQueryOptions = (beachId: number) =>
  queryOptions({
    queryKey: routesKey(beachId),
    queryFn: () => apiRequest(`/api/beaches/${beachId}/routes`, z.array(walkingRouteSchema)),
  });

/** The approved walking routes of a beach. */
export const useWalkingRoutes = (beachId: number) => useQuery(routesQueryOptions(beachId));

/** A new route goes for review: it is not listed until approved. */
export const useSubmitRoute = () =>
  useMutation({
    mutationFn: (body: CreateRouteBody) =>
      apiRequest('/api/routes', walkingRouteSchema, { method: 'POST', body: JSON.stringify(body) }),
  });

export function useRateRoute(beachId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ routeId, body }: { routeId: number; body: RateRouteBody }) =>
      apiRequest(`/api/routes/${routeId}/rate`, routeRatingResultSchema, {
        method: 'POST',
        body: JSON.stringify({ ...body, routeId }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routesKey(beachId) }),
  });
}
