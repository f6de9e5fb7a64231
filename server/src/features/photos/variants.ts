import path from 'node:path';

/** Where the re-encoded community photos are served from. */
const publicPrefix = '/uploads/community/';

/** "/uploads/community/<base>-<width>.webp". */
export const variantUrl = (base: string, width: number) => `${publicPrefix}${base}-${width}.webp`;

/** "/uploads/community/<base>-<width>.webp" → "<base>". */
export const baseOf = (photoUrl: string) => path.basename(photoUrl).replace(/-\d+\.webp$/, '');

/** The stored photo's fields its variants are named from. */
export interface StoredVariants {
  photoUrl: string;
  width: number | null;
  variantWidths: number[];
}

/** Every stored width (a photo stored before variants had its own width only). */
export const widthsOf = (photo: StoredVariants) =>
  photo.variantWidths.length > 0 ? photo.variantWidths : [photo.width ?? 0];

/** For `<img srcset>`: "/uploads/community/x-480.webp 480w, …". */
export function srcSetOf(photo: StoredVariants): string {
  const base = baseOf(photo.photoUrl);
  return widthsOf(photo)
    .map((width) => `${variantUrl(base, width)} ${width}w`)
    .join(', ');
}
