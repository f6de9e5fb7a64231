/** The photos' part of the back office's Community tab: only the admin dashboard imports it. */
export { PhotoModeration } from './components/photo-moderation';
