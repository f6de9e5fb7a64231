import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfigSchema } from '@shared/beaches';
import { apiRequest } from './api-client';

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: () => apiRequest('/api/site', siteConfigSchema),
    staleTime: Infinity,
  });

/** The deployment's public origin (for share links), hero video and analytics script. */
export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
