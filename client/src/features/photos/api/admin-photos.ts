import { useMutation, useQuery } from '@tanstack/react-query';
import { adminCommunityPhotoSchema } from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import { adminKeys, adminPageQuery, useAdminRefresh } from '@/features/admin';
import { apiRequest } from '@/lib/api-client';
import { myPhotosKey } from './photos';

/** Every community photo for the back office, newest first, a page at a time. */
export const useAdminCommunityPhotos = (page: number) =>
  useQuery(
    adminPageQuery(
      adminKeys.communityPhotos,
      '/api/admin/community-photos',
      adminCommunityPhotoSchema,
      page,
    ),
  );

/** An administrator removes a photo: the beaches' photos and its owner's list change too. */
export function useDeleteCommunityPhoto() {
  const refresh = useAdminRefresh(adminKeys.communityPhotos, [['photos'], myPhotosKey]);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/community-photos/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
