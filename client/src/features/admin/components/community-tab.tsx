import { Lock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { moderationMessages, type AdminCommunityPhoto, type AdminFeedback } from '@shared/admin';
import { feedbackTypeLabels, feedbackTypes, type FeedbackType } from '@shared/feedback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonList } from '@/components/ui/skeleton';
import {
  formatAdminDate,
  memberName,
  useAdminCommunityPhotos,
  useAdminFeedback,
  useDeleteAdminFeedback,
  useDeleteCommunityPhoto,
} from '../api/moderation';
import { failureToast, successToast } from '../lib/admin-toasts';
import { AdminPager, useAdminPageNumber } from './admin-pager';

const linkClasses = 'font-medium text-sea-700 underline underline-offset-2 hover:text-sea-800';

const isFeedbackType = (type: string): type is FeedbackType =>
  (feedbackTypes as readonly string[]).includes(type);

const feedbackTypeLabel = (type: string) =>
  isFeedbackType(type) ? feedbackTypeLabels[type] : type.charAt(0).toUpperCase() + type.slice(1);

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

function FeedbackCard({ item, onRemove }: { item: AdminFeedback; onRemove: () => void }) {
  const titleId = `admin-feedback-${item.id}`;
  return (
    <article className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 id={titleId} className="font-semibold">
              {feedbackTypeLabel(item.feedbackType)}
            </h4>
            {!item.isPublic && (
              <Badge tone="sand" icon={<Lock aria-hidden="true" className="size-3.5" />}>
                Private
              </Badge>
            )}
          </div>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
            {item.beachId !== null ? (
              <Link to={`/beach/${item.beachId}`} className={linkClasses}>
                {item.beachName ?? `Beach #${item.beachId}`}
              </Link>
            ) : (
              <span>General feedback</span>
            )}
            <span>By {memberName(item.user)}</span>
            <span>{formatAdminDate(item.createdAt)}</span>
          </p>
        </div>
        <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" /> Remove
        </Button>
      </div>
      <p className="mt-3 break-words whitespace-pre-line">{item.content}</p>
    </article>
  );
}

const photoGrid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

function CommunityPhotos() {
  const { page, setPage, keepInRange } = useAdminPageNumber();
  const photos = useAdminCommunityPhotos(page);
  const remove = useDeleteCommunityPhoto();
  const [removing, setRemoving] = useState<AdminCommunityPhoto | null>(null);
  keepInRange(photos.data);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => successToast(moderationMessages.photoDeleted),
      onError: (error) => failureToast(moderationMessages.photoDeleteFailed, error),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <section aria-labelledby="community-photos-title" className="space-y-4">
      <h3 id="community-photos-title" className="text-xl font-bold">
        Community photos
      </h3>
      {photos.isPending ? (
        <SkeletonList
          label="Loading photos..."
          count={3}
          className={photoGrid}
          itemClassName="h-40 w-full rounded-2xl"
        />
      ) : photos.isError ? (
        <LoadError text="The photos could not be loaded." onRetry={() => void photos.refetch()} />
      ) : photos.data.total === 0 ? (
        <EmptyState title="No photos yet" text="Photos visitors share will appear here." />
      ) : (
        <>
          <ul
            aria-label="Community photos"
            aria-busy={photos.isPlaceholderData}
            className={`${photoGrid} aria-busy:opacity-60`}
          >
            {photos.data.items.map((photo) => (
              <li key={photo.id}>
                <PhotoCard photo={photo} onRemove={() => setRemoving(photo)} />
              </li>
            ))}
          </ul>
          <AdminPager
            data={photos.data}
            label="Photos"
            loading={photos.isPlaceholderData}
            onPageChange={setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove Photo"
        description={
          removing
            ? `This photo of ${removing.beachName} will be removed from the site. This action cannot be undone.`
            : ''
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

function CommunityFeedback() {
  const { page, setPage, keepInRange } = useAdminPageNumber();
  const feedback = useAdminFeedback(page);
  const remove = useDeleteAdminFeedback();
  const [removing, setRemoving] = useState<AdminFeedback | null>(null);
  keepInRange(feedback.data);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => successToast(moderationMessages.feedbackDeleted),
      onError: (error) => failureToast(moderationMessages.feedbackDeleteFailed, error),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <section aria-labelledby="community-feedback-title" className="space-y-4">
      <div>
        <h3 id="community-feedback-title" className="text-xl font-bold">
          Feedback
        </h3>
        <p className="text-sm text-ink-muted">All feedback, private included.</p>
      </div>
      {feedback.isPending ? (
        <SkeletonList
          label="Loading feedback..."
          count={3}
          className="space-y-3"
          itemClassName="h-40 w-full rounded-2xl"
        />
      ) : feedback.isError ? (
        <LoadError
          text="The feedback could not be loaded."
          onRetry={() => void feedback.refetch()}
        />
      ) : feedback.data.total === 0 ? (
        <EmptyState title="No feedback yet" text="Feedback visitors leave will appear here." />
      ) : (
        <>
          <ul
            aria-label="Feedback"
            aria-busy={feedback.isPlaceholderData}
            className="space-y-3 aria-busy:opacity-60"
          >
            {feedback.data.items.map((item) => (
              <li key={item.id}>
                <FeedbackCard item={item} onRemove={() => setRemoving(item)} />
              </li>
            ))}
          </ul>
          <AdminPager
            data={feedback.data}
            label="Feedback"
            loading={feedback.isPlaceholderData}
            onPageChange={setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove Feedback"
        description={
          removing
            ? `This ${feedbackTypeLabel(removing.feedbackType).toLowerCase()} feedback by ${memberName(removing.user)} will be removed. This action cannot be undone.`
            : ''
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

/** Issue 8 "Community": the latest community photos and all feedback, each removable. */
export function CommunityTab() {
  return (
    <div className="space-y-8">
      <h2 className="sr-only">Community</h2>
      <CommunityPhotos />
      <CommunityFeedback />
    </div>
  );
}
