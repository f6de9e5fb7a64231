import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '@shared/auth';
import { adminWalkingRouteSchema, walkingRouteSchema } from '@shared/walks';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, useAdminRefresh } from './keys';

/** The public queries that show what moderation changes (the walks feature's keys). */
const publicKeys = {
  routes: [['routes']],
} satisfies Record<string, QueryKey[]>;

/* Walking routes ----------------------------------------------------------------------------- */

/** Every route, unapproved first (the server's order); the route list is not paged. */
export const useAdminRoutes = () =>
  useQuery({
    queryKey: adminKeys.walks,
    queryFn: () => apiRequest('/api/admin/routes', z.array(adminWalkingRouteSchema)),
  });

export function useApproveRoute() {
  const refresh = useAdminRefresh(adminKeys.walks, publicKeys.routes);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/routes/${id}/approve`, walkingRouteSchema, { method: 'PUT' }),
    onSuccess: refresh,
  });
}

export function useDeleteRoute() {
  const refresh = useAdminRefresh(adminKeys.walks, publicKeys.routes);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/routes/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
