import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * The profile's counts of what the member has contributed. The query client marks them stale
 * after every successful write (app/provider.tsx), so no feature has to remember to.
 */
export const myContributionsKey = ['my', 'contributions'] as const;

/**
 * A member's own lists (and counts): fresh for 30 s (a write of theirs marks its list stale at
 * once), kept 5 minutes, asked once more a second after a failure.
 */
export const ownListSettings = {
  staleTime: 30_000,
  gcTime: 5 * 60_000,
  retry: 1,
  retryDelay: 1000,
} as const;

/** The signed-in member's own rows at `path` (`GET /api/my/...`), as the server orders them. */
export const useOwnList = <T>(queryKey: readonly string[], path: string, item: z.ZodType<T>) =>
  useQuery({
    queryKey,
    queryFn: () => apiRequest(path, z.array(item)),
    ...ownListSettings,
  });
