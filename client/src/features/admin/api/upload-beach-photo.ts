import { useMutation, useQueryClient } from '@tanstack/react-query';
import { beachPhotoUploadSchema, type BeachPhotoUpload } from '@shared/admin';
import { apiRequest } from '@/lib/api-client';
import { refreshBeaches } from './keys';

/** Fired after any admin photo upload, so beach lists and thumbnails refresh. */
export const photoUploadedEvent = 'photo-uploaded';

export interface BeachPhotoToUpload {
  file: File;
  /** With a beach, the photo becomes that beach's `imageUrl`; without, only the URL comes back. */
  beachId?: number | undefined;
}

/** `POST /api/admin/upload-beach-photo`: multipart `photo` and, when given, `beachId`. */
export function uploadBeachPhoto({ file, beachId }: BeachPhotoToUpload): Promise<BeachPhotoUpload> {
  const form = new FormData();
  form.append('photo', file, file.name);
  if (beachId !== undefined) form.append('beachId', String(beachId));
  return apiRequest('/api/admin/upload-beach-photo', beachPhotoUploadSchema, {
    method: 'POST',
    body: form,
  });
}

export function useUploadBeachPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBeachPhoto,
    onSuccess: async () => {
      await refreshBeaches(queryClient);
      window.dispatchEvent(new Event(photoUploadedEvent));
    },
  });
}
