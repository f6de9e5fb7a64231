import { Lock, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { moderationMessages, type AdminCommunityPhoto, type AdminFeedback } from '@shared/admin';
import { feedbackTypeLabels, feedbackTypes, type FeedbackType } from '@shared/feedback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  useAdminCommunityPhotos,
  useAdminFeedback,
  useDeleteAdminFeedback,
  useDeleteCommunityPhoto,
} from '../api/moderation';
import { formatAdminDate, memberName } from '../lib/format';
import { useAdminPageNumber } from './admin-pager';
import { RemovableSection } from './removable-section';
import { RuleReportsSection } from './rule-reports-section';

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
  keepInRange(photos.data);

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

function CommunityFeedback() {
  const { page, setPage, keepInRange } = useAdminPageNumber();
  const feedback = useAdminFeedback(page);
  const remove = useDeleteAdminFeedback();
  keepInRange(feedback.data);

  return (
    <RemovableSection
      titleId="community-feedback-title"
      heading={
        <div>
          <h3 id="community-feedback-title" className="text-xl font-bold">
            Feedback
          </h3>
          <p className="text-sm text-ink-muted">All feedback, private included.</p>
        </div>
      }
      query={feedback}
      remove={remove}
      onPageChange={setPage}
      loadingLabel="Loading feedback..."
      listClassName="space-y-3"
      errorText="The feedback could not be loaded."
      empty={{ title: 'No feedback yet', text: 'Feedback visitors leave will appear here.' }}
      listLabel="Feedback"
      pagerLabel="Feedback"
      toasts={{
        removed: moderationMessages.feedbackDeleted,
        failed: moderationMessages.feedbackDeleteFailed,
      }}
      confirmTitle="Remove Feedback"
      describe={(item) =>
        `This ${feedbackTypeLabel(item.feedbackType).toLowerCase()} feedback by ${memberName(item.user)} will be removed. This action cannot be undone.`
      }
    >
      {(item, onRemove) => <FeedbackCard item={item} onRemove={onRemove} />}
    </RemovableSection>
  );
}

/**
 * The Community tab: rule reports (open first), the latest community photos and all feedback,
 * each removable.
 */
export function CommunityTab() {
  return (
    <div className="space-y-8">
      <h2 className="sr-only">Community</h2>
      <RuleReportsSection />
      <CommunityPhotos />
      <CommunityFeedback />
    </div>
  );
}
