/**
 * The feedback form, for the page that shows it: kept out of the feature's index, so that a page
 * that only lists feedback (a beach page) loads no form code until a dialog opens.
 */
export { FeedbackForm } from './components/feedback-form';
