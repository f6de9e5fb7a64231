import { MapPin } from 'lucide-react';
import type { Beach } from '@shared/beaches';
import { AccessBadge } from '../access-badge';
import { BeachImage, useBeachPicture } from '../beach-illustration';
import { AddFirstPhotoLink, PhotoCredit } from '../beach-picture';

/**
 * The banner: the beach's photo, else its newest community photo with its credit, else its
 * illustration with a request for the first photo; its name and area over it.
 */
export function BeachBanner({ beach }: { beach: Beach }) {
  const picture = useBeachPicture(beach);
  const source = picture.source;
  return (
    <div className="relative isolate h-56 overflow-hidden rounded-2xl bg-sea-100 shadow-sm sm:h-72 lg:h-80">
      <BeachImage
        beach={beach}
        picture={picture}
        className="absolute inset-0 -z-10 size-full object-cover"
        sizes="(min-width: 1152px) 1152px, 100vw"
        alt={`View of ${beach.name}`}
        loading="eager"
      />
      {picture.photoless && (
        <AddFirstPhotoLink
          beach={beach}
          className="absolute top-3 right-3 max-w-[calc(100%-1.5rem)]"
        />
      )}
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/40 to-transparent px-4 pt-16 pb-4 sm:px-6 sm:pb-5">
        <div className="mb-2">
          <AccessBadge accessType={beach.accessType} overlay />
        </div>
        <h1 className="text-2xl font-bold text-white drop-shadow sm:text-4xl">{beach.name}</h1>
        <p className="mt-1 flex items-center gap-1 text-white/95">
          <MapPin aria-hidden="true" className="size-4" />
          {beach.location}
        </p>
        {source?.kind === 'community' && (
          <PhotoCredit photo={source.photo} className="mt-1 text-sm text-white/90" />
        )}
      </div>
    </div>
  );
}
