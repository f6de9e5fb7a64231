import { loginResponseSchema, type SignInInput } from '@shared/auth';
import { apiRequest, jsonRequest } from '@/lib/api-client';
import { useUserMutation } from './user-mutation';

export const login = (input: SignInInput) =>
  apiRequest('/api/auth/login', loginResponseSchema, jsonRequest('POST', input));

/** Signs in; the user query holds the answer at once, so the header changes without a refetch. */
export const useLogin = () => useUserMutation(login, 'login');
