import { Star } from 'lucide-react';
import { contributionDay } from '@/components/ui/contribution-item';
import { MyContributionList } from '@/components/ui/my-contribution-list';
import { StarRating } from '@/components/ui/star-rating';
import { useMyReviews } from '../api/get-reviews';

/** 'My Reviews (n)' on the profile: each with its stars, newest first; edited on its beach's page. */
export function MyReviews() {
  const reviews = useMyReviews(true);
  return (
    <MyContributionList
      id="my-reviews"
      title="My Reviews"
      icon={Star}
      query={reviews}
      none="You have not reviewed a beach yet."
      status={(review) => <StarRating rating={review.rating} size="size-4" />}
    >
      {(review) => (
        <>
          {review.reviewText && <p className="whitespace-pre-line">{review.reviewText}</p>}
          {review.visitDate && (
            <p className="text-sm text-ink-muted">Visited {contributionDay(review.visitDate)}</p>
          )}
        </>
      )}
    </MyContributionList>
  );
}
