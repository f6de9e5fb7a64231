import { queryOptions, useQuery } from '@tanstack/react-query';
import { beachSchema } from '@shared/beaches';
import { apiRequest } from '@/lib/api-client';

/**
 * One beach by slug or id; never cached (`?nocache=` past the HTTP cache, no stale data): dropped
 * as soon as nothing shows it (gcTime 0), so every visit asks again. Fresh for the few seconds of
 * one visit, so the page mounting over the response fetched for hydration (app/hydration-data.ts)
 * does not ask a second time.
 */
export const getBeach = (identifier: string) =>
  apiRequest(`/api/beaches/${encodeURIComponent(identifier)}?nocache=${Date.now()}`, beachSchema);

export const beachQueryOptions = (identifier: string) =>
  queryOptions({
    queryKey: ['beach', identifier],
    queryFn: () => getBeach(identifier),
    staleTime: 5_000,
    gcTime: 0,
  });

export const useBeach = (identifier: string) => useQuery(beachQueryOptions(identifier));
