import { VisitPlan } from '@/features/tides';
import { useDayPlan } from '../../api/get-day-plan';

interface VisitPlanSectionProps {
  slug: string;
  /** The page's day (YYYY-MM-DD), which the top card's "Going" sets too. */
  date: string;
  today: string;
  onDate: (date: string) => void;
}

/** Plan your visit for this beach, on the day the page speaks of. */
export function VisitPlanSection({ slug, date, today, onDate }: VisitPlanSectionProps) {
  const plan = useDayPlan(slug, date);
  return (
    <VisitPlan
      date={date}
      today={today}
      onDateChange={onDate}
      plan={plan.data}
      isPending={plan.isPending}
      isError={plan.isError}
      onRetry={() => void plan.refetch()}
    />
  );
}
