import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';
import { userQueryKey } from './get-user';
import { failureToast, successToast } from '@/lib/outcome-toasts';

export const logout = () =>
  apiRequest('/api/auth/logout', messageResponseSchema, { method: 'POST' });

/**
 * Signs out and drops every cached query, so nothing of this account stays in the tab. The user
 * query is set to null rather than removed, so the header, which watches it, changes at once;
 * a page still showing a dropped query fetches it again when it next renders.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryHash !== JSON.stringify(userQueryKey),
      });
      successToast('Signed out', 'You have been successfully signed out.');
    },
    onError: (error) => {
      failureToast('Sign out failed', error, error.message);
    },
  });
}
