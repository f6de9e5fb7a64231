import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, listOrNone } from './api-client';

/** What visitors share (photos, feedback): stale after 30 s, kept 5 minutes, retried twice. */
const communityQuerySettings = { staleTime: 30_000, gcTime: 5 * 60_000, retry: 2 } as const;

/**
 * A beach's shared `kind` ('photos'), kept under `[kind, beachId]` and read from
 * `/api/beaches/:beachId/:path`; a 404 reads as none.
 */
export const beachCommunityQueryOptions = <T>(
  kind: string,
  path: string,
  list: z.ZodType<T[]>,
  beachId: number,
) =>
  queryOptions({
    queryKey: [kind, beachId] as const,
    queryFn: () => listOrNone(`/api/beaches/${beachId}/${path}`, list),
    ...communityQuerySettings,
  });

/** The signed-in member's own shared rows at `path` (`GET /api/my/...`). */
export const useMyCommunityList = <T>(
  queryKey: readonly string[],
  path: string,
  list: z.ZodType<T[]>,
  enabled: boolean,
) =>
  useQuery({
    queryKey,
    queryFn: () => apiRequest(path, list),
    enabled,
    ...communityQuerySettings,
  });
