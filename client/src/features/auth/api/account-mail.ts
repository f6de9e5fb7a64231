import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type EmailOnlyInput, type ResetPasswordBody } from '@shared/auth';
import { apiRequest } from '@/lib/api-client';

const postJson = (path: string, body?: object) =>
  apiRequest(path, messageResponseSchema, {
    method: 'POST',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** A new verification link: for an address, or (without one) for the signed-in user. */
export const useResendVerification = () =>
  useMutation({
    mutationFn: (input?: EmailOnlyInput) => postJson('/api/auth/resend-verification', input),
  });

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (input: EmailOnlyInput) => postJson('/api/auth/request-password-reset', input),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordBody) => postJson('/api/auth/reset-password', input),
  });
