import type { ReactNode } from 'react';
import type { Review } from '@shared/beaches';
import { StarRating } from '@/components/ui/star-rating';
import { formatLondonDay, monthYear } from '@shared/english-dates';

/**
 * One review as the beach page shows it: who wrote it (or `heading`, e.g. "Your review"), the
 * stars, the month of the visit and the words.
 */
export function ReviewItem({
  review,
  heading = review.reviewerName,
}: {
  review: Pick<Review, 'reviewerName' | 'rating' | 'visitDate' | 'reviewText'>;
  heading?: ReactNode;
}) {
  return (
    <article>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold">{heading}</h3>
        <StarRating rating={review.rating} size="size-4" />
        {review.visitDate && (
          <span className="text-sm text-ink-muted">
            Visited {formatLondonDay(review.visitDate, monthYear)}
          </span>
        )}
      </header>
      {review.reviewText && <p className="mt-1">{review.reviewText}</p>}
    </article>
  );
}
