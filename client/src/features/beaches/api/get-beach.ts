import { queryOptions, useQuery } from '@tanstack/react-query';
import { beachSchema } from '@shared/beaches';
import { apiRequest } from '@/lib/api-client';

/** One beach by slug or id; never cached (spec §7: `?nocache=` and no stale data). */
export const getBeach = (identifier: string) =>
  apiRequest(`/api/beaches/${encodeURIComponent(identifier)}?nocache=${Date.now()}`, beachSchema);

export const beachQueryOptions = (identifier: string) =>
  queryOptions({
    queryKey: ['beach', identifier],
    queryFn: () => getBeach(identifier),
    staleTime: 0,
    gcTime: 0,
  });

export const useBeach = (identifier: string) => useQuery(beachQueryOptions(identifier));
