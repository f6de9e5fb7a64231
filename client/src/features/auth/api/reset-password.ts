import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ResetPasswordBody } from '@shared/auth';
import { apiRequest, jsonRequest } from '@/lib/api-client';

/** Sets a new password with the token of a reset link (a 400 when it is used, expired or unknown). */
export const resetPassword = (input: ResetPasswordBody) =>
  apiRequest('/api/auth/reset-password', messageResponseSchema, jsonRequest('POST', input));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
