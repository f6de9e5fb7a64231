import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerResponseSchema, type SignUpInput } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';
import { track } from '@/lib/analytics';
import { userQueryKey } from './get-user';

export const register = (input: SignUpInput) =>
  apiRequest('/api/auth/register', registerResponseSchema, {
    method: 'POST',
    body: JSON.stringify(input),
  });

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
