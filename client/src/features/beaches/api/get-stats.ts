import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsSchema } from '@shared/beaches';
import { apiRequest } from '@/lib/api-client';

export const getStats = () => apiRequest('/api/stats', statsSchema);

/** Cached 10 minutes, kept 30, retried 3 times a second apart. */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: getStats,
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
    retry: 3,
    retryDelay: 1000,
  });

export const useStats = () => useQuery(statsQueryOptions());
