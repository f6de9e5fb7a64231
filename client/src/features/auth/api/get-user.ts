import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionResponseSchema, type User } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

export const userQueryKey = ['auth', 'user'] as const;

/**
 * The signed-in user, or null when signed out. Asked of /api/auth/session, which answers a
 * visitor with 200 and `user: null`: a 401 would be logged as a console error on every page.
 */
export async function getUser(): Promise<User | null> {
  return (await apiRequest('/api/auth/session', sessionResponseSchema)).user;
}

/** Not retried, cached 5 minutes. */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useUser = () => useQuery(userQueryOptions());
