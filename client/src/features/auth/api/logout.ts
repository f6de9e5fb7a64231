import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { userQueryKey } from './get-user';

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
      toast({
        title: 'Signed out',
        description: 'You have been successfully signed out.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Sign out failed',
        description: serverMessage(error, error.message),
        variant: 'error',
      });
    },
  });
}
