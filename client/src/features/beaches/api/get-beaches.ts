import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { beachSchema } from '@shared/beaches';
import { apiRequest } from '@/lib/api-client';

export const getBeaches = () => apiRequest('/api/beaches', z.array(beachSchema));

/** The whole list, filtered and sorted in the browser: kept 5 minutes, 3 retries. */
export const beachesQueryOptions = () =>
  queryOptions({
    queryKey: ['beaches'],
    queryFn: getBeaches,
    staleTime: 5 * 60_000,
    retry: 3,
  });

export const useBeaches = () => useQuery(beachesQueryOptions());
