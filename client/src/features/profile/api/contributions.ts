import { useQuery } from '@tanstack/react-query';
import { contributionCountsSchema } from '@shared/profile';
import { apiRequest } from '@/lib/api-client';
import { myContributionsKey, ownListSettings } from '@/lib/contributions';

/** How many of each kind the member has contributed, in one call. */
export const useMyContributions = () =>
  useQuery({
    queryKey: myContributionsKey,
    queryFn: () => apiRequest('/api/my/contributions', contributionCountsSchema),
    ...ownListSettings,
  });
