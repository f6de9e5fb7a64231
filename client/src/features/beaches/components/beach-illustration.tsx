import { useMemo, useState } from 'react';
import { hasOwnPhoto, type Beach, type BeachCommunityPhoto } from '@shared/beaches';
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
  loading = 'lazy',
}: {
  beach: IllustratedBeach;
  className?: string;
  labelled?: boolean;
  /**
   * Lazy by default: each drawing is an SVG document the browser parses, styles and lays out on
   * the main thread (about 4 ms each in a traced page, a list's dozen in one task after the first
   * paint). Pass `eager` above the fold.
   */
  loading?: 'lazy' | 'eager';
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
      loading={loading}
      decoding="async"
      width={sceneWidth}
      height={sceneHeight}
      data-shore={scene.shore}
      className={cn('block size-full object-cover', className)}
    />
  );
}

/** Whether a beach has a photo of its own (an administrator's), not a missing or placeholder path. */
export const hasPhoto = hasOwnPhoto;

type PicturedBeach = Pick<Beach, 'id' | 'beachType' | 'name' | 'imageUrl'> &
  Partial<Pick<Beach, 'communityPhoto'>>;

/** What a beach's picture shows, stepping down when a photo fails to load. */
export interface BeachPictureState {
  /** The beach's own photo, else its newest community photo, else the drawing. */
  source: { kind: 'own'; url: string } | { kind: 'community'; photo: BeachCommunityPhoto } | null;
  /** Neither kind of photo exists: the drawing stands in and the first photo is asked for. */
  photoless: boolean;
  /** Called by the image when its URL fails to load. */
  failed: (url: string) => void;
}

export function useBeachPicture(beach: PicturedBeach): BeachPictureState {
  // Remember which URLs failed, so a changed photo gets its own chance to load.
  const [failedUrls, setFailedUrls] = useState<ReadonlySet<string>>(() => new Set());
  const own = hasOwnPhoto(beach.imageUrl) ? beach.imageUrl : null;
  const community = beach.communityPhoto ?? null;
  const source =
    own && !failedUrls.has(own)
      ? { kind: 'own' as const, url: own }
      : community && !failedUrls.has(community.url)
        ? { kind: 'community' as const, photo: community }
        : null;
  return {
    source,
    photoless: !own && !community,
    failed: (url) => setFailedUrls((current) => new Set(current).add(url)),
  };
}

/**
 * A beach's picture: its own photo when it has one, else its newest community photo (the stored
 * WebP variants through `srcset`), else (or when a photo fails to load) the illustration, so there
 * is never a broken image. Give the container an aspect ratio; the picture covers it. Lazy by
 * default; pass `loading="eager"` above the fold. Pass `picture` when the caller shows the photo's
 * credit too, so both follow the same state.
 */
export function BeachImage({
  beach,
  picture,
  className,
  sizes,
  alt = '',
  loading = 'lazy',
}: {
  beach: PicturedBeach;
  picture?: BeachPictureState;
  className?: string;
  sizes?: string;
  /** Empty by default: the beach's name is next to its picture everywhere. */
  alt?: string;
  loading?: 'lazy' | 'eager';
}) {
  const own = useBeachPicture(beach);
  const { source, failed } = picture ?? own;
  if (!source) {
    return (
      <BeachIllustration
        beach={beach}
        className={className}
        labelled={alt !== ''}
        loading={loading}
      />
    );
  }
  const common = {
    alt,
    sizes,
    loading,
    decoding: 'async' as const,
    className: cn('block size-full object-cover', className),
  };
  if (source.kind === 'own') {
    return (
      <img
        {...common}
        src={source.url}
        width={800}
        height={500}
        onError={() => failed(source.url)}
      />
    );
  }
  const { photo } = source;
  return (
    <img
      {...common}
      src={photo.url}
      srcSet={photo.srcSet}
      width={photo.width ?? 800}
      height={photo.height ?? 500}
      onError={() => failed(photo.url)}
    />
  );
}
