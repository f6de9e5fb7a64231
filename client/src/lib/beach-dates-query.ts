import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * A beach's rule worked out from a date (`/api/beaches/:identifier/:path?:param=date`: a day's
 * plan, a week), kept under `[kind, identifier, date]`. It changes only when the rule does: cached
 * like the tides, 30 minutes.
 */
export const beachDatesQueryOptions = <T>(
  {
    kind,
    path,
    param,
    schema,
  }: { kind: string; path: string; param: string; schema: z.ZodType<T> },
  identifier: string,
  date: string,
) =>
  queryOptions({
    queryKey: [kind, identifier, date],
    queryFn: () =>
      apiRequest(
        `/api/beaches/${encodeURIComponent(identifier)}/${path}?${param}=${encodeURIComponent(date)}`,
        schema,
      ),
    staleTime: 30 * 60_000,
  });
