import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '@shared/auth';
import {
  communityPhotoSchema,
  myPhotoSchema,
  uploadResultSchema,
  type UploadResult,
} from '@shared/photos';
import { apiRequest, ApiError } from '@/lib/api-client';
import { beachCommunityQueryOptions, useMyCommunityList } from '@/lib/community-lists';
import { useQueryAfterHydration } from '@/lib/use-after-hydration';

const photoList = z.array(communityPhotoSchema);
const myPhotoList = z.array(myPhotoSchema);
export const myPhotosKey = ['my', 'photos'] as const;

/** A beach's photos. */
export const beachPhotosQueryOptions = (beachId: number) =>
  beachCommunityQueryOptions('photos', 'community-photos', photoList, beachId);

/** Below the fold: fetched in its turn after hydration. */
export const useBeachPhotos = (beachId: number) =>
  useQueryAfterHydration(beachPhotosQueryOptions(beachId));

export const useMyPhotos = (enabled = true) =>
  useMyCommunityList(myPhotosKey, '/api/my/photos', myPhotoList, enabled);

export interface PhotoToUpload {
  file: File;
  caption: string;
}

/**
 * Sends the photos as multipart/form-data (`photos` files, `caption_{i}`, `beachId`) with
 * XMLHttpRequest, which, unlike fetch, reports upload progress. Errors are `ApiError`s like
 * every other call's.
 */
export function uploadPhotos(
  beachId: number,
  photos: PhotoToUpload[],
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  const form = new FormData();
  form.append('beachId', String(beachId));
  photos.forEach((photo, index) => {
    form.append('photos', photo.file, photo.file.name);
    if (photo.caption.trim()) form.append(`caption_${index}`, photo.caption.trim());
  });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/beaches/${beachId}/community-photos-bulk`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText, request.statusText));
        return;
      }
      try {
        resolve(uploadResultSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error('Unexpected answer'));
      }
    };
    request.onerror = () => reject(new ApiError(0, '', 'Network error'));
    request.send(form);
  });
}

/**
 * The beach lists and pages show each beach's newest photo, so they follow every photo change:
 * refetched in the background, as the upload's or removal's own answer does not wait for them.
 */
const refreshBeachViews = (queryClient: QueryClient) => {
  for (const queryKey of [['beaches'], ['beach']]) void queryClient.invalidateQueries({ queryKey });
};

export function useUploadPhotos(beachId: number, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photos: PhotoToUpload[]) => uploadPhotos(beachId, photos, onProgress),
    onSuccess: () => {
      refreshBeachViews(queryClient);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: beachPhotosQueryOptions(beachId).queryKey }),
        queryClient.invalidateQueries({ queryKey: myPhotosKey }),
      ]);
    },
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) =>
      apiRequest(`/api/community-photos/${photoId}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: () => {
      refreshBeachViews(queryClient);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: myPhotosKey }),
        queryClient.invalidateQueries({ queryKey: ['photos'] }),
      ]);
    },
  });
}
