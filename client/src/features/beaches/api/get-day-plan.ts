import { queryOptions, useQuery } from '@tanstack/react-query';
import { dayPlanSchema } from '@shared/day-plan';
import { apiRequest } from '@/lib/api-client';

export const getDayPlan = (identifier: string, date: string) =>
  apiRequest(
    `/api/beaches/${encodeURIComponent(identifier)}/day?date=${encodeURIComponent(date)}`,
    dayPlanSchema,
  );

/** A day's plan changes only when the beach's rule does: cached like the tides, 30 minutes. */
export const dayPlanQueryOptions = (identifier: string, date: string) =>
  queryOptions({
    queryKey: ['day-plan', identifier, date],
    queryFn: () => getDayPlan(identifier, date),
    staleTime: 30 * 60_000,
  });

export const useDayPlan = (identifier: string, date: string) =>
  useQuery(dayPlanQueryOptions(identifier, date));
