import { useMemo, useState } from 'react';
import type { Beach } from '@shared/beaches';
import { cn } from '@/components/ui/class-names';
import { formatBeachType } from '@/lib/format';
import {
  beachScene,
  illustrationDataUrl,
  sceneHeight,
  sceneWidth,
} from '@shared/beach-illustration-scene';

type IllustratedBeach = Pick<Beach, 'id' | 'beachType' | 'name'>;

/**
 * A drawn picture of a beach for the many without a photo: sky, sun, sea and a shore chosen by
 * the beach type (sand, rocks, pebbles or sand with rocks), varied per beach from its id. An SVG
 * in a `data:` URL: no request and nothing to fail, and one element in the page (a list of beaches
 * would otherwise carry thousands of shapes for the browser to style and lay out). Decorative by
 * default (it sits beside the beach's name); `labelled` gives it a description.
 */
export function BeachIllustration({
  beach,
  className,
  labelled = false,
}: {
  beach: IllustratedBeach;
  className?: string;
  labelled?: boolean;
}) {
  const scene = useMemo(() => beachScene(beach.id, beach.beachType), [beach.id, beach.beachType]);
  const src = useMemo(() => illustrationDataUrl(scene), [scene]);
  const alt = labelled
    ? `Illustration of ${beach.name}, a ${formatBeachType(beach.beachType).toLowerCase()} beach`
    : '';

  return (
    <img
      src={src}
      alt={alt}
      width={sceneWidth}
      height={sceneHeight}
      data-shore={scene.shore}
      className={cn('block size-full object-cover', className)}
    />
  );
}

/** Paths the catalogue used for "no photo yet"; those get the illustration instead. */
const placeholderImage = /placeholder|no-image|default-beach/i;

export const hasPhoto = (imageUrl: string | null | undefined): imageUrl is string =>
  !!imageUrl && imageUrl.trim() !== '' && !placeholderImage.test(imageUrl);

/**
 * A beach's picture: its photo when it has one, else (or when the photo fails to load) the
 * illustration, so there is never a broken image. Give the container an aspect ratio; the picture
 * covers it. Lazy by default; pass `loading="eager"` above the fold.
 */
export function BeachImage({
  beach,
  className,
  sizes,
  alt = '',
  loading = 'lazy',
}: {
  beach: Pick<Beach, 'id' | 'beachType' | 'name' | 'imageUrl'>;
  className?: string;
  sizes?: string;
  /** Empty by default: the beach's name is next to its picture everywhere. */
  alt?: string;
  loading?: 'lazy' | 'eager';
}) {
  // Remember which URL failed, so a changed imageUrl gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!hasPhoto(beach.imageUrl) || failedUrl === beach.imageUrl) {
    return <BeachIllustration beach={beach} className={className} labelled={alt !== ''} />;
  }
  const imageUrl = beach.imageUrl;
  return (
    <img
      src={imageUrl}
      alt={alt}
      sizes={sizes}
      width={800}
      height={500}
      loading={loading}
      decoding="async"
      onError={() => setFailedUrl(imageUrl)}
      className={cn('block size-full object-cover', className)}
    />
  );
}
