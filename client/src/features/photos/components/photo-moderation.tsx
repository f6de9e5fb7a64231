import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { moderationMessages, type AdminCommunityPhoto } from '@shared/admin';
import { Button } from '@/components/ui/button';
import {
  RemovableSection,
  formatAdminDate,
  memberName,
  useAdminPageNumber,
} from '@/features/admin';
import { useAdminCommunityPhotos, useDeleteCommunityPhoto } from '../api/admin-photos';

const linkClasses = 'font-medium text-sea-700 underline underline-offset-2 hover:text-sea-800';

function PhotoCard({ photo, onRemove }: { photo: AdminCommunityPhoto; onRemove: () => void }) {
  const titleId = `admin-photo-${photo.id}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <img
        src={photo.photoUrl}
        alt={photo.caption || `Photo of ${photo.beachName}`}
        loading="lazy"
        className="aspect-[4/3] w-full bg-sand-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p id={titleId} className="font-semibold break-words">
          {photo.caption || <span className="font-normal text-ink-muted italic">No caption</span>}
        </p>
        <p className="text-sm text-ink-muted">
          <Link to={`/beach/${photo.beachId}`} className={linkClasses}>
            {photo.beachName}
          </Link>
        </p>
        <p className="text-sm text-ink-muted">
          By {memberName(photo.user)}, {formatAdminDate(photo.createdAt)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={titleId}
          onClick={onRemove}
          className="mt-auto self-start"
        >
          <Trash2 aria-hidden="true" className="size-4" /> Remove
        </Button>
      </div>
    </article>
  );
}

const photoGrid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

/** The Community tab's photos: every one shared, newest first, each removable. */
export function PhotoModeration() {
  const { page, setPage } = useAdminPageNumber();
  const photos = useAdminCommunityPhotos(page);
  const remove = useDeleteCommunityPhoto();

  return (
    <RemovableSection
      titleId="community-photos-title"
      heading={
        <h3 id="community-photos-title" className="text-xl font-bold">
          Community photos
        </h3>
      }
      query={photos}
      remove={remove}
      onPageChange={setPage}
      loadingLabel="Loading photos..."
      listClassName={photoGrid}
      errorText="The photos could not be loaded."
      empty={{ title: 'No photos yet', text: 'Photos visitors share will appear here.' }}
      listLabel="Community photos"
      pagerLabel="Photos"
      toasts={{
        removed: moderationMessages.photoDeleted,
        failed: moderationMessages.photoDeleteFailed,
      }}
      confirmTitle="Remove Photo"
      describe={(photo) =>
        `This photo of ${photo.beachName} will be removed from the site. This action cannot be undone.`
      }
    >
      {(photo, onRemove) => <PhotoCard photo={photo} onRemove={onRemove} />}
    </RemovableSection>
  );
}
