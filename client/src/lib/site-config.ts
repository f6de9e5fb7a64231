import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfigSchema } from '@shared/site-config';
import { apiRequest } from './api-client';
import { useHydrated } from './use-hydrated';

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: () => apiRequest('/api/site', siteConfigSchema),
    staleTime: Infinity,
  });

/** The deployment's public origin (for share links), hero video and analytics script. */
export const useSiteConfig = () => useQuery(siteConfigQueryOptions());

/**
 * The origin for absolute URLs: the deployment's PUBLIC_URL, else the address in the browser (not
 * known during SSR, so not used while the page hydrates).
 */
export function useSiteOrigin(): string {
  const site = useSiteConfig();
  const hydrated = useHydrated();
  return site.data?.publicUrl || (hydrated ? window.location.origin : '');
}
