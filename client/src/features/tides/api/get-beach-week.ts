import { queryOptions, useQuery } from '@tanstack/react-query';
import { weekSchema } from '@shared/plan';
import { apiRequest } from '@/lib/api-client';

export const getBeachWeek = (identifier: string, from: string) =>
  apiRequest(
    `/api/beaches/${encodeURIComponent(identifier)}/week?from=${encodeURIComponent(from)}`,
    weekSchema,
  );

/** A week changes only when the beach's rule does: cached like a day plan, 30 minutes. */
export const beachWeekQueryOptions = (identifier: string, from: string) =>
  queryOptions({
    queryKey: ['beach-week', identifier, from],
    queryFn: () => getBeachWeek(identifier, from),
    staleTime: 30 * 60_000,
  });

/** Seven days from `from` at a beach; `enabled` false keeps it pending (not yet in view). */
export const useBeachWeek = (identifier: string, from: string, { enabled = true } = {}) =>
  useQuery({ ...beachWeekQueryOptions(identifier, from), enabled });
