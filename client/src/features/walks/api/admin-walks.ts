import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '@shared/auth';
import { adminWalkingRouteSchema, walkingRouteSchema } from '@shared/walks';
import { adminKeys, useAdminRefresh } from '@/features/admin';
import { apiRequest } from '@/lib/api-client';
import { allWalksKey } from './walks';

/** Every walk, unapproved first (the server's order); the list is not paged. */
export const useAdminWalks = () =>
  useQuery({
    queryKey: adminKeys.walks,
    queryFn: () => apiRequest('/api/admin/routes', z.array(adminWalkingRouteSchema)),
  });

/** After approving or deleting a walk: the back office's list, the log, the beaches' lists. */
const useRefreshWalks = () => useAdminRefresh(adminKeys.walks, [allWalksKey]);

export function useApproveWalk() {
  const refresh = useRefreshWalks();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/routes/${id}/approve`, walkingRouteSchema, { method: 'PUT' }),
    onSuccess: refresh,
  });
}

export function useDeleteWalk() {
  const refresh = useRefreshWalks();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/routes/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
