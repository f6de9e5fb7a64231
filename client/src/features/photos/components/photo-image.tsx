import type { CommunityPhoto } from '@shared/photos';

/**
 * A shared photo, the browser choosing among the widths the server made of it for `sizes`, and
 * loaded only as it nears the screen.
 */
export function PhotoImage({
  photo,
  sizes,
  alt,
  onError,
  className,
}: {
  photo: Pick<CommunityPhoto, 'photoUrl' | 'srcSet' | 'width' | 'height'>;
  sizes: string;
  alt: string;
  onError: () => void;
  className: string;
}) {
  return (
    <img
      src={photo.photoUrl}
      srcSet={photo.srcSet}
      sizes={sizes}
      width={photo.width ?? undefined}
      height={photo.height ?? undefined}
      loading="lazy"
      alt={alt}
      onError={onError}
      className={className}
    />
  );
}
