import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type EmailOnlyInput } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

/** A new verification link: for an address, or (sent without a body) for the signed-in user. */
export const resendVerification = (input?: EmailOnlyInput) =>
  apiRequest('/api/auth/resend-verification', messageResponseSchema, {
    method: 'POST',
    ...(input ? { body: JSON.stringify(input) } : {}),
  });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
