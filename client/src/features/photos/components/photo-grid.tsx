import { useRef, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useBeachPhotos } from '../api/photos';
import { lazyWhenOpen } from '@/components/ui/lazy-when-open';
import { PhotoImage } from './photo-image';
import { altText } from './photo-alt-text';

const Lightbox = lazyWhenOpen(
  () => import('./photo-lightbox').then((module) => module.Lightbox),
  (props) => props.index !== null,
);

/**
 * A beach's community photos: a grid whose photos open a lightbox (arrow keys step, Escape
 * closes, focus returns); a photo that fails to load is hidden; an empty state when none.
 */
export function BeachPhotoGrid({ beachId, beachName }: { beachId: number; beachName: string }) {
  const photos = useBeachPhotos(beachId);
  const [open, setOpen] = useState<number | null>(null);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const opener = useRef<HTMLElement | null>(null);

  if (photos.isPending) {
    return (
      <div aria-label="Loading photos" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="aspect-square w-full" />
        ))}
      </div>
    );
  }
  if (photos.isError) {
    return (
      <LoadError text="The photos could not be loaded." onRetry={() => void photos.refetch()} />
    );
  }
  const shown = photos.data.filter((photo) => !broken.has(photo.id));
  if (shown.length === 0) {
    return (
      <EmptyState title="No photos yet" text={`Be the first to share a photo of ${beachName}!`} />
    );
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {shown.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(index);
              }}
              aria-label={`Open photo ${index + 1}: ${altText(photo)}`}
              className="block w-full overflow-hidden rounded-lg bg-sand-50"
            >
              <PhotoImage
                photo={photo}
                sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw"
                alt={altText(photo)}
                onError={() => setBroken((current) => new Set(current).add(photo.id))}
                className="aspect-square w-full object-cover transition-transform duration-200 hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        photos={shown}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        opener={opener}
      />
    </>
  );
}
