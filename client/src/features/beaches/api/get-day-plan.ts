import { useQuery } from '@tanstack/react-query';
import { dayPlanSchema } from '@shared/day-plan';
import { beachDatesQueryOptions } from '@/lib/beach-dates-query';

/** A beach's plan for one day (`date`, YYYY-MM-DD). */
export const dayPlanQueryOptions = (identifier: string, date: string) =>
  beachDatesQueryOptions(
    { kind: 'day-plan', path: 'day', param: 'date', schema: dayPlanSchema },
    identifier,
    date,
  );

export const useDayPlan = (identifier: string, date: string) =>
  useQuery(dayPlanQueryOptions(identifier, date));
