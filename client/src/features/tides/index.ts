export { TideCard } from './components/tide-card';
export { VisitPlan, type VisitPlanProps } from './components/visit-plan';
export { useNow } from './hooks/use-now';
export { DogRuleBand } from './components/day-timeline';
export {
  dogStateColours,
  dogStateLabels,
  positionInDay,
  tideCurvePoints,
} from './lib/day-timeline';
export { formatDuration, formatLongDate } from './lib/london-clock';
export { formatWalkWindow } from './lib/visit-plan-text';
export { WeekDayItem, WeekendView, WeekView } from './components/week-view';
