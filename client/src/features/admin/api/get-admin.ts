import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSchema, type Admin } from '@shared/admin';
import { apiRequest, ApiError } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The signed-in administrator, or null (a 401 is an answer, not an error). */
export async function getAdmin(): Promise<Admin | null> {
  try {
    return await apiRequest('/api/admin/me', adminSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Fetched from the me call, cached 5 minutes, not retried. */
export const adminQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.me, queryFn: getAdmin, staleTime: 5 * 60_000, retry: false });

export const useAdmin = () => useQuery(adminQueryOptions());
