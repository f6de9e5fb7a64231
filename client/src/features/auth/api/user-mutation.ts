import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/auth';
import { track, type AnalyticsEvent } from '@/lib/analytics';
import { userQueryKey } from './get-user';

/**
 * Sends an account form (sign in, sign up) with `request`. The user the answer signs in goes into
 * the user query at once, so the header changes without a refetch; one who must still verify
 * their address is not signed in yet.
 */
export function useUserMutation<
  Input,
  Answer extends { user: User; requiresVerification?: boolean },
>(request: (input: Input) => Promise<Answer>, event: AnalyticsEvent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ user, requiresVerification }) => {
      if (!requiresVerification) queryClient.setQueryData(userQueryKey, user);
      track(event);
    },
  });
}
