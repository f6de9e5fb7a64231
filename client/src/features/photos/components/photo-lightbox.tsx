import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { RefObject } from 'react';
import { formatLondonDay, shortDayMonthYear } from '@shared/english-dates';
import type { CommunityPhoto } from '@shared/photos';
import { altText } from './photo-alt-text';

/** One photo at a time over the page: arrow keys step, Escape closes, focus returns to `opener`. */
export function Lightbox({
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
