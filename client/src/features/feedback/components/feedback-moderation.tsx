import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { moderationMessages, type AdminFeedback } from '@shared/admin';
import { feedbackTypeLabels, feedbackTypes, type FeedbackType } from '@shared/feedback';
import { Badge } from '@/components/ui/badge';
import {
  AdminCard,
  CardFacts,
  DeleteButton,
  RemovableSection,
  formatAdminDate,
  memberName,
  useAdminPageNumber,
} from '@/features/admin';
import { useAdminFeedback, useDeleteAdminFeedback } from '../api/admin-feedback';

const linkClasses = 'font-medium text-sea-700 underline underline-offset-2 hover:text-sea-800';

const isFeedbackType = (type: string): type is FeedbackType =>
  (feedbackTypes as readonly string[]).includes(type);

const feedbackTypeLabel = (type: string) =>
  isFeedbackType(type) ? feedbackTypeLabels[type] : type.charAt(0).toUpperCase() + type.slice(1);

function FeedbackCard({ item, onRemove }: { item: AdminFeedback; onRemove: () => void }) {
  const titleId = `admin-feedback-${item.id}`;
  return (
    <AdminCard
      summary={
        <>
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
          <CardFacts>
            {item.beachId !== null ? (
              <Link to={`/beach/${item.beachId}`} className={linkClasses}>
                {item.beachName ?? `Beach #${item.beachId}`}
              </Link>
            ) : (
              <span>General feedback</span>
            )}
            <span>By {memberName(item.user)}</span>
            <span>{formatAdminDate(item.createdAt)}</span>
          </CardFacts>
        </>
      }
      actions={<DeleteButton titleId={titleId} onClick={onRemove} label="Remove" />}
    >
      <p className="mt-3 break-words whitespace-pre-line">{item.content}</p>
    </AdminCard>
  );
}

/** The Community tab's feedback: all of it, private included, newest first, each removable. */
export function FeedbackModeration() {
  const { page, setPage } = useAdminPageNumber();
  const feedback = useAdminFeedback(page);
  const remove = useDeleteAdminFeedback();

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
