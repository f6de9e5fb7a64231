import { Camera } from 'lucide-react';
import { Link } from 'react-router';
import type { Beach, BeachCommunityPhoto } from '@shared/beaches';
import { cn } from '@/components/ui/class-names';
import { BeachImage, useBeachPicture } from './beach-illustration';

/** "Evening at the estuary — photo by Sam T."; "Photo by Sam T." for a photo without a caption. */
export const photoCredit = ({
  caption,
  contributor,
}: Pick<BeachCommunityPhoto, 'caption' | 'contributor'>) =>
  caption ? `${caption} — photo by ${contributor}` : `Photo by ${contributor}`;

/** The upload page for this beach; a signed-out visitor is asked to sign in there and comes back. */
export const firstPhotoHref = (beach: Pick<Beach, 'id' | 'name'>) =>
  `/community/upload?${new URLSearchParams({ beachId: String(beach.id), beachName: beach.name }).toString()}`;

/**
 * A community photo's caption and contributor, over the bottom of the picture. A long caption is
 * cut short; the contributor's name always shows.
 */
export function PhotoCredit({
  photo,
  className,
}: {
  photo: BeachCommunityPhoto;
  className?: string;
}) {
  const { caption, contributor } = photo;
  return (
    <p title={photoCredit(photo)} className={cn('flex flex-wrap gap-x-1', className)}>
      {caption && <span className="line-clamp-2 min-w-0 break-words">{caption} —</span>}{' '}
      <span>
        {caption ? 'photo' : 'Photo'} by {contributor}
      </span>
    </p>
  );
}

/** Over the drawing of a beach that has no photo at all: asks for the first one. */
export function AddFirstPhotoLink({
  beach,
  className,
}: {
  beach: Pick<Beach, 'id' | 'name'>;
  className?: string;
}) {
  return (
    <Link
      to={firstPhotoHref(beach)}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-white/95 py-1.5 leading-tight font-semibold text-sea-800 shadow-sm transition-colors hover:bg-white hover:text-sea-900',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500',
        'px-3 text-sm',
        className,
      )}
    >
      <Camera aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 break-words">Add the first photo of {beach.name}</span>
    </Link>
  );
}

/**
 * A card's picture, which opens the beach (for pointers; the card's View Details is the keyboard's
 * way in), with the community photo's credit or the request for a first photo over its foot.
 */
export function CardPicture({
  beach,
  href,
  sizes,
}: {
  beach: Pick<Beach, 'id' | 'beachType' | 'name' | 'imageUrl' | 'communityPhoto'>;
  href: string;
  sizes: string;
}) {
  const picture = useBeachPicture(beach);
  const source = picture.source;
  return (
    <>
      <Link to={href} tabIndex={-1} aria-hidden="true" className="absolute inset-0">
        <BeachImage beach={beach} picture={picture} sizes={sizes} />
      </Link>
      {source?.kind === 'community' && (
        <PhotoCredit
          photo={source.photo}
          className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/45 to-transparent px-3 pt-8 pb-2 text-xs text-white"
        />
      )}
      {picture.photoless && (
        <AddFirstPhotoLink
          beach={beach}
          className="absolute right-2 bottom-2 left-2 w-fit max-w-[calc(100%-1rem)]"
        />
      )}
    </>
  );
}
