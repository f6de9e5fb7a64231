import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET /api/plan?{search}`: the beaches a dog can walk on a day, best first. The search is the
 * page's own address (lib/plan-form.ts), so one plan is one cache entry however it was reached.
 */
export const planQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['plan', search],
    queryFn: async () => {
      // The answer's schema, with the catalogue's schemas it reads, loads with the first plan:
      // the empty form /plan opens with does not evaluate them.
      const { planSchema } = await import('@shared/plan');
      return apiRequest(`/api/plan?${search}`, planSchema);
    },
  });

/** The plan of an address, or nothing while the page has not asked for one (`search` null). */
export const usePlan = (search: string | null) =>
  useQuery({
    ...planQueryOptions(search ?? ''),
    enabled: search !== null,
  });
