import { lazyWhenOpen } from '@/components/ui/lazy-when-open';
export { useMyFeedback } from './api/feedback';
export { BeachFeedbackList } from './components/beach-feedback-list';
export const FeedbackDialog = lazyWhenOpen(() =>
  import('./components/feedback-dialog').then((module) => module.FeedbackDialog),
);
export { MyFeedback } from './components/my-feedback';
