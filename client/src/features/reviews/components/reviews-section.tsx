import { MessageSquareQuote, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DetailCard } from '@/components/ui/detail-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/features/auth/session';
import { useMyReviews, useReviews } from '../api/get-reviews';
import { ReviewItem } from './review-item';

/**
 * Reviews written by our users, headed 'Reviews (n)' (never imported ones), with the
 * user's own review or the way to write one above the list (`ownReview`).
 */
export function ReviewsSection({ beachId, ownReview }: { beachId: number; ownReview?: ReactNode }) {
  const reviews = useReviews(beachId);
  const count = reviews.data?.length;
  // The user's own review stands above the list as theirs, so it is not listed a second time.
  const user = useUser();
  const mine = useMyReviews(Boolean(user.data?.emailVerified));
  const ownId = mine.data?.find((review) => review.beachId === beachId)?.id;
  const others = reviews.data?.filter((review) => review.id !== ownId) ?? [];
  return (
    <DetailCard
      id="reviews"
      title={count === undefined ? 'Reviews' : `Reviews (${count})`}
      icon={MessageSquareQuote}
    >
      {ownReview && <div className="mb-4">{ownReview}</div>}
      {reviews.isPending ? (
        <ul aria-label="Loading reviews" className="space-y-3">
          {[0, 1].map((index) => (
            <li key={index} className="space-y-2">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-12 w-full" />
            </li>
          ))}
        </ul>
      ) : reviews.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-ink-muted">The reviews could not be loaded.</p>
          <Button type="button" variant="secondary" onClick={() => void reviews.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" /> Retry
          </Button>
        </div>
      ) : reviews.data.length === 0 ? (
        <p className="text-ink-muted">No reviews yet. Be the first to review this beach!</p>
      ) : others.length === 0 ? null : (
        <ul aria-label="Reviews by other dog owners" className="divide-y divide-line">
          {others.map((review) => (
            <li key={review.id} className="py-3 first:pt-0 last:pb-0">
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
