/** The feedback's part of the back office's Community tab: only the admin dashboard imports it. */
export { FeedbackModeration } from './components/feedback-moderation';
