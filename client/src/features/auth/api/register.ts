import { registerResponseSchema, type SignUpInput } from '@shared/auth';
import { apiRequest, jsonRequest } from '@/lib/api-client';
import { useUserMutation } from './user-mutation';

export const register = (input: SignUpInput) =>
  apiRequest('/api/auth/register', registerResponseSchema, jsonRequest('POST', input));

/** Registers; signed in at once only when the server needs no verification. */
export const useRegister = () => useUserMutation(register, 'sign_up');
