import { OwnReview } from './components/own-review';
import { ReviewsSection } from './components/reviews-section';

export { MyReviews } from './components/my-reviews';

/** The beach page's reviews: the user's own (or the way to write one) above everyone's. */
export function BeachReviews({ beachId, beachName }: { beachId: number; beachName: string }) {
  return (
    <ReviewsSection
      beachId={beachId}
      ownReview={<OwnReview beachId={beachId} beachName={beachName} />}
    />
  );
}
