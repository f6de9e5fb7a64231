/** The walks' tab of the back office (Walking Routes): only the admin dashboard imports it. */
export { WalkModerationTab } from './components/walk-moderation-tab';
