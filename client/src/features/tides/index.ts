export { TideCard } from './components/tide-card';
export { VisitPlan, type VisitPlanProps } from './components/visit-plan';
export { useNow } from './hooks/use-now';
export { londonDate } from './lib/london-clock';
