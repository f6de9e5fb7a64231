/**
 * The plan's data, for pages that show a plan's answers without its page and form (a beach page's
 * nearby beaches): kept out of the feature's index, which also offers the form.
 */
export { usePlan } from './api/get-plan';
