import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { adminCommunityPhotoSchema, adminFeedbackSchema } from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import { adminWalkingRouteSchema, walkingRouteSchema } from '@shared/walks';
import { apiRequest } from '@/lib/api-client';
import { adminPageQuery } from './get-page';
import { adminKeys, useAdminRefresh } from './keys';

/**
 * The public queries that show what moderation changes (the keys of the walks, photos and
 * feedback features).
 */
const publicKeys = {
  routes: [['routes']],
  photos: [['photos'], ['my', 'photos']],
  feedback: [['feedback'], ['my', 'feedback']],
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

/* Community photos and feedback -------------------------------------------------------------- */

export const useAdminCommunityPhotos = (page: number) =>
  useQuery(
    adminPageQuery(
      adminKeys.communityPhotos,
      '/api/admin/community-photos',
      adminCommunityPhotoSchema,
      page,
    ),
  );

export function useDeleteCommunityPhoto() {
  const refresh = useAdminRefresh(adminKeys.communityPhotos, publicKeys.photos);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/community-photos/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** All feedback, the private included. */
export const useAdminFeedback = (page: number) =>
  useQuery(adminPageQuery(adminKeys.feedback, '/api/admin/feedback', adminFeedbackSchema, page));

export function useDeleteAdminFeedback() {
  const refresh = useAdminRefresh(adminKeys.feedback, publicKeys.feedback);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/feedback/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
