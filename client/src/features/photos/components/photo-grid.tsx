import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import type { CommunityPhoto } from '@shared/photos';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useBeachPhotos } from '../api/photos';
import { formatLondonDay, shortDayMonthYear } from '@shared/english-dates';
import { PhotoImage } from './photo-image';

const altText = (photo: CommunityPhoto) =>
  photo.caption ?? `Photo of ${photo.beachName} by ${photo.authorName}`;

function Lightbox({
  photos,
  index,
  onIndexChange,
  onClose,
  opener,
}: {
  photos: CommunityPhoto[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Focus goes back here on close (there is no Radix trigger to go back to). */
  opener: RefObject<HTMLElement | null>;
}) {
  const photo = index === null ? null : photos[index];
  const step = (delta: number) =>
    index !== null && onIndexChange((index + delta + photos.length) % photos.length);
  return (
    <DialogPrimitive.Root
      open={photo !== null && photo !== undefined}
      onOpenChange={(open) => !open && onClose()}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/85" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') step(1);
            if (event.key === 'ArrowLeft') step(-1);
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 p-4 text-white outline-none"
        >
          {photo && (
            <>
              <DialogPrimitive.Title className="sr-only">
                Photo {index! + 1} of {photos.length}
              </DialogPrimitive.Title>
              <img
                src={photo.photoUrl}
                srcSet={photo.srcSet}
                sizes="100vw"
                alt={altText(photo)}
                className="max-h-[75dvh] max-w-full rounded-lg object-contain"
              />
              <p className="text-center">
                {photo.caption && <span className="block font-semibold">{photo.caption}</span>}
                <span className="text-sm text-white/80">
                  by {photo.authorName} · {formatLondonDay(photo.createdAt, shortDayMonthYear)}
                </span>
              </p>
              {photos.length > 1 && (
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => step(-1)}
                    aria-label="Previous photo"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/15 hover:bg-white/25"
                  >
                    <ChevronLeft aria-hidden="true" className="size-6" />
                  </button>
                  <button
                    type="button"
                    onClick={() => step(1)}
                    aria-label="Next photo"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/15 hover:bg-white/25"
                  >
                    <ChevronRight aria-hidden="true" className="size-6" />
                  </button>
                </div>
              )}
              <DialogPrimitive.Close
                aria-label="Close photo"
                className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/15 hover:bg-white/25"
              >
                <X aria-hidden="true" className="size-6" />
              </DialogPrimitive.Close>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

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
