/** What other parts of the app may use of the plan feature. */
export { PlanPage } from './components/plan-page';
