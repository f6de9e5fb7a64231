import { Star } from 'lucide-react';
import { ContributionItem, contributionDay, madeAtABeach } from '@/components/ui/contribution-item';
import { OwnListCard } from '@/components/ui/own-list-card';
import { StarRating } from '@/components/ui/star-rating';
import { useMyReviews } from '../api/get-reviews';

/** 'My Reviews (n)' on the profile: each with its stars, newest first; edited on its beach's page. */
export function MyReviews() {
  const reviews = useMyReviews(true);
  return (
    <OwnListCard
      id="my-reviews"
      title="My Reviews"
      icon={Star}
      query={reviews}
      errorText="Your reviews could not be loaded."
      empty={madeAtABeach('You have not reviewed a beach yet.')}
      renderItem={(review) => (
        <ContributionItem
          beach={review}
          at={review.createdAt}
          status={<StarRating rating={review.rating} size="size-4" />}
        >
          {review.reviewText && <p className="whitespace-pre-line">{review.reviewText}</p>}
          {review.visitDate && (
            <p className="text-sm text-ink-muted">Visited {contributionDay(review.visitDate)}</p>
          )}
        </ContributionItem>
      )}
    />
  );
}
