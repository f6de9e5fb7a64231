import { MessageSquareQuote, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DetailCard } from '@/components/ui/detail-card';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { useReviews } from '../api/get-reviews';
import { lazyDateFormat } from '@shared/lazy-intl';

const visitDateFormatter = lazyDateFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/**
 * Reviews written by our users, headed 'Reviews (n)' (never imported ones), with the
 * user's own review or the way to write one above the list (`ownReview`).
 */
export function ReviewsSection({ beachId, ownReview }: { beachId: number; ownReview?: ReactNode }) {
  const reviews = useReviews(beachId);
  const count = reviews.data?.length;
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
      ) : (
        <ul className="divide-y divide-line">
          {reviews.data.map((review) => (
            <li key={review.id} className="py-3 first:pt-0 last:pb-0">
              <article>
                <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h3 className="font-semibold">{review.reviewerName}</h3>
                  <StarRating rating={review.rating} size="size-4" />
                  {review.visitDate && (
                    <span className="text-sm text-ink-muted">
                      Visited {visitDateFormatter().format(new Date(review.visitDate))}
                    </span>
                  )}
                </header>
                {review.reviewText && <p className="mt-1">{review.reviewText}</p>}
              </article>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
