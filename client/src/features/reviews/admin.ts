/** The reviews' tab of the back office: only the admin dashboard imports it. */
export { ReviewModerationTab } from './components/review-moderation-tab';
