import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLoginResponseSchema, type AdminLoginInput } from '@shared/admin-session';
import { messageResponseSchema } from '@shared/auth';
import { apiRequest, jsonRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

export const adminLogin = (input: AdminLoginInput) =>
  apiRequest('/api/admin/login', adminLoginResponseSchema, jsonRequest('POST', input));

/** Signs an administrator in; the me query holds the answer at once. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ admin }) => queryClient.setQueryData(adminKeys.me, admin),
  });
}

/** Signs out and drops every admin query, so nothing of the back office stays in the tab. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/admin/logout', messageResponseSchema, { method: 'POST' }),
    onSettled: () => {
      queryClient.setQueryData(adminKeys.me, null);
      queryClient.removeQueries({
        queryKey: adminKeys.all,
        predicate: (query) => query.queryKey[1] !== 'me',
      });
    },
  });
}
