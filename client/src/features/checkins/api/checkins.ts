import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkinSchema, checkinsTodaySchema, type CreateCheckinBody } from '@shared/checkins';
import { apiRequest, jsonRequest } from '@/lib/api-client';
import { myCheckinsKey } from './my-checkins';
import { useQueryAfterHydration } from '@/lib/use-after-hydration';

const todayKey = (beachId: number) => ['checkins', beachId, 'today'] as const;

/**
 * Today's dogs at a beach; refreshed every few minutes while the page is open. Below the day's
 * card: fetched in its turn after hydration.
 */
export const useCheckinsToday = (beachId: number) =>
  useQueryAfterHydration({
    queryKey: todayKey(beachId),
    queryFn: () => apiRequest(`/api/beaches/${beachId}/checkins/today`, checkinsTodaySchema),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export function useCreateCheckin(beachId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCheckinBody) =>
      apiRequest(`/api/beaches/${beachId}/checkins`, checkinSchema, jsonRequest('POST', body)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: todayKey(beachId) }),
        queryClient.invalidateQueries({ queryKey: myCheckinsKey }),
      ]),
  });
}
