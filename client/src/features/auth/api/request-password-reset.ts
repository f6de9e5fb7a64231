import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type EmailOnlyInput } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/** Mails a reset link when the account exists; the answer is the same either way. */
export const requestPasswordReset = (input: EmailOnlyInput) =>
  apiRequest('/api/auth/request-password-reset', messageResponseSchema, {
    method: 'POST',
    body: JSON.stringify(input),
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
