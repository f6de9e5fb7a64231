import { feedbackTypeLabels, type FeedbackType } from '@shared/feedback';
import { lazyDateFormat } from '@shared/lazy-intl';

const styles: Record<FeedbackType, string> = {
  general: 'bg-sea-50 text-sea-800',
  comment: 'bg-sea-50 text-sea-800',
  positive: 'bg-allowed-bg text-allowed',
  negative: 'bg-banned-bg text-banned',
  issue: 'bg-banned-bg text-banned',
  suggestion: 'bg-seasonal-bg text-seasonal',
};

export function FeedbackTypeBadge({ type }: { type: FeedbackType }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${styles[type]}`}>
      {feedbackTypeLabels[type]}
    </span>
  );
}

export const feedbackDateFormatter = lazyDateFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
