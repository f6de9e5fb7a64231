import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerResponseSchema, type SignUpInput } from '@shared/auth';
import { apiRequest, jsonRequest } from '@/lib/api-client';
import { track } from '@/lib/analytics';
import { userQueryKey } from './get-user';

export const register = (input: SignUpInput) =>
  apiRequest('/api/auth/register', registerResponseSchema, jsonRequest('POST', input));

/** Registers; signed in at once only when the server needs no verification. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user, requiresVerification }) => {
      if (!requiresVerification) queryClient.setQueryData(userQueryKey, user);
      track('sign_up');
    },
  });
}
