import { MapPin } from 'lucide-react';
import type { Beach } from '@shared/beaches';
import { AccessBadge } from '../access-badge';
import { BeachImage } from '../beach-illustration';

/** The banner: the beach's photo (or its illustration) with its name and area over it. */
export function BeachBanner({ beach }: { beach: Beach }) {
  return (
    <div className="relative isolate h-56 overflow-hidden rounded-2xl bg-sea-100 shadow-sm sm:h-72 lg:h-80">
      <BeachImage
        beach={beach}
        className="absolute inset-0 -z-10 size-full object-cover"
        sizes="(min-width: 1152px) 1152px, 100vw"
        alt={`View of ${beach.name}`}
        loading="eager"
      />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/40 to-transparent px-4 pt-16 pb-4 sm:px-6 sm:pb-5">
        <div className="mb-2">
          <AccessBadge accessType={beach.accessType} overlay />
        </div>
        <h1 className="text-2xl font-bold text-white drop-shadow sm:text-4xl">{beach.name}</h1>
        <p className="mt-1 flex items-center gap-1 text-white/95">
          <MapPin aria-hidden="true" className="size-4" />
          {beach.location}
        </p>
      </div>
    </div>
  );
}
