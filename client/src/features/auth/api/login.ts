import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginResponseSchema, type SignInInput } from '@shared/auth';
import { apiRequest, jsonRequest } from '@/lib/api-client';
import { track } from '@/lib/analytics';
import { userQueryKey } from './get-user';

export const login = (input: SignInInput) =>
  apiRequest('/api/auth/login', loginResponseSchema, jsonRequest('POST', input));

/** Signs in; the user query holds the answer at once, so the header changes without a refetch. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userQueryKey, user);
      track('login');
    },
  });
}
