import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSessionResponseSchema, type Admin } from '@shared/admin-session';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

/**
 * The signed-in administrator, or null. Asked of /api/admin/session, which answers 200 with
 * `admin: null` for anyone else: a 401 would be logged as a console error on the sign-in page.
 */
export async function getAdmin(): Promise<Admin | null> {
  return (await apiRequest('/api/admin/session', adminSessionResponseSchema)).admin;
}

/** Fetched from the me call, cached 5 minutes, not retried. */
export const adminQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.me, queryFn: getAdmin, staleTime: 5 * 60_000, retry: false });

export const useAdmin = () => useQuery(adminQueryOptions());
