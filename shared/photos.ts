import { z } from 'zod';

/** Community photos (docs/product.md, "Community"). */
export const maxPhotosPerUpload = 4;
export const maxPhotoBytes = 10 * 1024 * 1024;
export const maxCaptionLength = 300;
export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const photoMessages = {
  tooMany: 'Please select up to 4 photos only.',
  none: 'Please select at least one photo.',
  tooLarge: (file: string) => `${file} exceeds the 10MB limit.`,
  notAnImage: (file: string) => `${file} is not a valid image file.`,
  captionTooLong: `Captions must be at most ${maxCaptionLength} characters`,
  notYours: 'You can only delete your own photos',
  notFound: 'Photo not found',
  deleted: 'Photo deleted',
  hint: 'Max size: 10MB per photo. Supported: JPG, PNG, GIF, WebP',
} as const;

export const communityPhotoSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  beachName: z.string(),
  photoUrl: z.string(),
  /** For `<img srcset>`: every stored width, e.g. "/uploads/community/x-480.webp 480w, …". */
  srcSet: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption: z.string().nullable(),
  createdAt: z.string(),
  /** "Sam T.": never the full surname. */
  authorName: z.string(),
});
export type CommunityPhoto = z.infer<typeof communityPhotoSchema>;

/** The signed-in member's own photos (`GET /api/my/photos`): each links to its beach by slug. */
export const myPhotoSchema = communityPhotoSchema.extend({ beachSlug: z.string() });
export type MyPhoto = z.infer<typeof myPhotoSchema>;

export const uploadResultSchema = z.object({
  uploadedPhotos: z.number().int(),
  photos: z.array(communityPhotoSchema),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** The client's check of one chosen file, before anything is sent (the server checks content). */
export function photoFileProblem(file: { name: string; type: string; size: number }) {
  if (!(acceptedPhotoTypes as readonly string[]).includes(file.type)) {
    return { title: 'Invalid file type', description: photoMessages.notAnImage(file.name) };
  }
  if (file.size > maxPhotoBytes) {
    return { title: 'File too large', description: photoMessages.tooLarge(file.name) };
  }
  return null;
}
