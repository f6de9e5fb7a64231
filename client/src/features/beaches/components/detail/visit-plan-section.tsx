import { useState } from 'react';
import { londonDate, useNow, VisitPlan } from '@/features/tides';
import { useDayPlan } from '../../api/get-day-plan';

/** Plan your visit for this beach: today unless the visitor picks another day. */
export function VisitPlanSection({ slug }: { slug: string }) {
  const today = londonDate(useNow(60_000));
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const date = chosenDate ?? today;
  const plan = useDayPlan(slug, date);
  return (
    <VisitPlan
      date={date}
      today={today}
      onDateChange={(next) => setChosenDate(next === today ? null : next)}
      plan={plan.data}
      isPending={plan.isPending}
      isError={plan.isError}
      onRetry={() => void plan.refetch()}
    />
  );
}
