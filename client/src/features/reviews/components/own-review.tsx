import { PenLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { signInHref, useUser } from '@/features/auth/session';
import { useMyReviews } from '../api/get-reviews';
import { useDeleteReview } from '../api/write-review';
import { lazyWhenOpen } from '@/components/ui/lazy-when-open';

// Shown only while the member writes or edits a review: its code loads then.
const ReviewForm = lazyWhenOpen(
  () => import('./review-form').then((module) => module.ReviewForm),
  () => true,
);
import { ReviewItem } from './review-item';
import { failureToast, successToast } from '@/lib/outcome-toasts';

/**
 * Above the reviews: the way to write one (signed out: sign in first; unverified: verify first),
 * or the user's own review with Edit and Delete.
 */
export function OwnReview({ beachId, beachName }: { beachId: number; beachName: string }) {
  const { pathname, search } = useLocation();
  const user = useUser();
  const verified = Boolean(user.data?.emailVerified);
  const mine = useMyReviews(verified);
  const remove = useDeleteReview(beachId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (user.isPending) return null;
  if (!user.data) {
    return (
      <p className="rounded-xl bg-sand-50 p-4 text-ink-muted">
        Been here with your dog?{' '}
        <Link
          to={signInHref(pathname, search)}
          className="font-semibold text-sea-700 underline underline-offset-4"
        >
          Sign in to write a review
        </Link>
      </p>
    );
  }
  if (!verified) {
    return (
      <p className="rounded-xl bg-seasonal-bg p-4 text-ink">
        Verify your email address to write a review: use the link we sent to {user.data.email}.
      </p>
    );
  }
  if (mine.isPending) return null;
  const review = mine.data?.find((item) => item.beachId === beachId) ?? null;

  if (editing) {
    return (
      <ReviewForm
        beachId={beachId}
        beachName={beachName}
        review={review}
        onDone={() => setEditing(false)}
      />
    );
  }
  if (!review) {
    return (
      <Button onClick={() => setEditing(true)}>
        <PenLine aria-hidden="true" className="size-4" /> Write a review
      </Button>
    );
  }

  const confirmDelete = () =>
    remove.mutate(review.id, {
      onSuccess: () => {
        setConfirming(false);
        successToast('Review deleted');
      },
      onError: (error) =>
        failureToast('Delete failed', error, 'Failed to delete review. Please try again.'),
    });

  return (
    <section aria-label="Your review" className="space-y-2 rounded-xl bg-sea-50 p-4">
      <ReviewItem
        review={review}
        heading={
          <>
            Your review <span className="font-normal text-ink-muted">({review.reviewerName})</span>
          </>
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <PenLine aria-hidden="true" className="size-4" /> Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" /> Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete your review?"
        description={`Your review of ${beachName} will be removed from the beach page. This cannot be undone.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
