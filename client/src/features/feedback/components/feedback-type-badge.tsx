import { feedbackTypeLabels, type FeedbackType } from '@shared/feedback';
import { formatLondonDay, shortDayMonthYear } from '@shared/english-dates';

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

/** "20 Nov 2026", the day in Devon a note was written. */
export const feedbackDate = (at: string) => formatLondonDay(at, shortDayMonthYear);
