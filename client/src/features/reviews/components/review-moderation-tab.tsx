import { Link } from 'react-router';
import { moderationMessages, type AdminReview } from '@shared/admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StarRating } from '@/components/ui/star-rating';
import {
  AdminCard,
  AdminTabSection,
  CardFacts,
  DeleteButton,
  PagedListState,
  failureToast,
  formatAdminDate,
  successToast,
  useAdminPageNumber,
  useConfirmedRemoval,
} from '@/features/admin';
import { useAdminReviews, useDeleteAdminReview } from '../api/admin-reviews';

const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

function ReviewCard({ review, onDelete }: { review: AdminReview; onDelete: () => void }) {
  const titleId = `admin-review-${review.id}`;
  return (
    <AdminCard
      summary={
        <>
          <h3 id={titleId} className="font-semibold break-words">
            {review.reviewerName}
          </h3>
          <p className="flex flex-wrap items-center gap-2">
            <StarRating rating={review.rating} size="size-4" />
            <span className="text-sm font-medium">{review.rating} out of 5</span>
          </p>
          <CardFacts>
            <Link
              to={`/beach/${review.beachId}`}
              className="font-medium text-sea-700 underline underline-offset-2 hover:text-sea-800"
            >
              {review.beachName || `Beach #${review.beachId}`}
            </Link>
            {review.visitDate && <span>Visited {formatAdminDate(review.visitDate)}</span>}
            <span>Posted {formatAdminDate(review.createdAt)}</span>
          </CardFacts>
        </>
      }
      actions={<DeleteButton titleId={titleId} onClick={onDelete} />}
    >
      {review.reviewText ? (
        <p className="mt-3 break-words whitespace-pre-line">{review.reviewText}</p>
      ) : (
        <p className="mt-3 text-ink-muted italic">No written review.</p>
      )}
    </AdminCard>
  );
}

/**
 * The Review Moderation tab: every review, newest first, 20 a page, each with a Delete that
 * asks first; the beach's rating is recomputed by the server.
 */
export function ReviewModerationTab() {
  const { page, setPage } = useAdminPageNumber();
  const reviews = useAdminReviews(page);
  const remove = useDeleteAdminReview();

  const deletion = useConfirmedRemoval<AdminReview>(remove, {
    onRemoved: () => successToast(moderationMessages.reviewDeleted),
    onFailed: (error) => failureToast(moderationMessages.reviewDeleteFailed, error),
  });

  return (
    <AdminTabSection titleId="review-moderation-title" title="Review Moderation">
      <PagedListState
        query={reviews}
        loading={{ label: 'Loading reviews...', height: 'h-32', testId: 'review-skeleton' }}
        errorText="The reviews could not be loaded."
        empty={{ title: 'No reviews yet', text: 'Reviews visitors write will appear here.' }}
        count={(data) => <>{reviewCount(data.total)}, newest first</>}
        list={{ label: 'Reviews', onPageChange: setPage }}
      >
        {(review) => <ReviewCard review={review} onDelete={() => deletion.ask(review)} />}
      </PagedListState>

      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Review"
        description={
          deletion.target
            ? `The review by ${deletion.target.reviewerName} of ${deletion.target.beachName} will be removed and the beach's rating recalculated. This action cannot be undone.`
            : ''
        }
      />
    </AdminTabSection>
  );
}
