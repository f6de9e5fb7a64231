import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useBeachFeedback } from '../api/feedback';
import { feedbackDate, FeedbackTypeBadge } from './feedback-type-badge';

/** A beach's public feedback, newest first; the empty state when there is none. */
export function BeachFeedbackList({ beachId }: { beachId: number }) {
  const feedback = useBeachFeedback(beachId);
  if (feedback.isPending) {
    return (
      <div aria-label="Loading feedback" className="space-y-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (feedback.isError) {
    return (
      <LoadError text="The feedback could not be loaded." onRetry={() => void feedback.refetch()} />
    );
  }
  if (feedback.data.length === 0) {
    return (
      <EmptyState title="No feedback yet" text="Share your experience to help other visitors!" />
    );
  }
  return (
    <ul className="divide-y divide-line">
      {feedback.data.map((item) => (
        <li key={item.id} className="py-3 first:pt-0 last:pb-0">
          <article className="space-y-1">
            <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-semibold">{item.authorName}</h3>
              <FeedbackTypeBadge type={item.feedbackType} />
              <time dateTime={item.createdAt} className="text-sm text-ink-muted">
                {feedbackDate(item.createdAt)}
              </time>
            </header>
            <p className="whitespace-pre-line">{item.content}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
