import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type EmailOnlyInput } from '@shared/auth';
import { apiRequest, jsonRequest } from '@/lib/api-client';

/** Mails a reset link when the account exists; the answer is the same either way. */
export const requestPasswordReset = (input: EmailOnlyInput) =>
  apiRequest('/api/auth/request-password-reset', messageResponseSchema, jsonRequest('POST', input));

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
