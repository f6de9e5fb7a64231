import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@shared/auth';
import { apiRequest, ApiError } from '@/lib/api-client';

export const userQueryKey = ['auth', 'user'] as const;

/** The signed-in user, or null when signed out (a 401 is an answer, not an error). */
export async function getUser(): Promise<User | null> {
  try {
    return await apiRequest('/api/auth/user', userSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
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
