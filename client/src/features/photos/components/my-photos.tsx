import { Camera, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CommunityPhoto, MyPhoto } from '@shared/photos';
import { Button } from '@/components/ui/button';
import { BeachLink, contributionDay } from '@/components/ui/contribution-item';
import { OwnListCard } from '@/components/ui/own-list-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useOwnDeletion } from '@/lib/use-own-deletion';
import { useDeletePhoto, useMyPhotos } from '../api/photos';
import { PhotoImage } from './photo-image';

/** A thumbnail, replaced by a placeholder when the image cannot be loaded. */
function Thumbnail({ photo }: { photo: CommunityPhoto }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        role="img"
        aria-label="Photo unavailable"
        className="flex aspect-[4/3] w-full items-center justify-center rounded-lg bg-sand-100 text-ink-muted"
      >
        <Camera aria-hidden="true" className="size-8" />
      </div>
    );
  }
  return (
    <PhotoImage
      photo={photo}
      sizes="(min-width: 640px) 280px, 90vw"
      alt={photo.caption ?? `Your photo of ${photo.beachName}`}
      onError={() => setFailed(true)}
      className="aspect-[4/3] w-full rounded-lg object-cover"
    />
  );
}

/** 'My Photos (n)' on the profile, each linking to its beach, with a confirmed delete. */
export function MyPhotos() {
  const photos = useMyPhotos();
  const deletion = useOwnDeletion<MyPhoto>(useDeletePhoto(), 'Photo');

  return (
    <OwnListCard
      id="my-photos"
      title="My Photos"
      icon={Camera}
      query={photos}
      skeletonClassName="h-40 w-full"
      errorText="Your photos could not be loaded."
      empty={{
        text: 'You have not shared any photos yet.',
        to: '/community/upload',
        link: 'Upload photos',
      }}
      listClassName="grid gap-4 sm:grid-cols-2"
      itemClassName="space-y-2"
      renderItem={(photo) => (
        <>
          <Thumbnail photo={photo} />
          {photo.caption && <p className="font-semibold">{photo.caption}</p>}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm text-ink-muted">
              <BeachLink beach={photo} /> · {contributionDay(photo.createdAt)}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => deletion.ask(photo)}
              aria-label={`Delete photo of ${photo.beachName}`}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </Button>
          </div>
        </>
      )}
    >
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete photo?"
        description="The photo will be removed from the beach page for good. This cannot be undone."
      />
    </OwnListCard>
  );
}
