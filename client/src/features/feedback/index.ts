export { useMyFeedback } from './api/feedback';
export { BeachFeedbackList } from './components/beach-feedback-list';
export { FeedbackDialog } from './components/feedback-dialog';
export { FeedbackForm } from './components/feedback-form';
export { MyFeedback } from './components/my-feedback';
