import { useQuery } from '@tanstack/react-query';
import { pendingCountsSchema } from '@shared/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

/**
 * What waits for an administrator (routes to approve, open rule reports, unread messages), for
 * the tab row; every admin change refreshes it (`useAdminRefresh`), and so does coming back to
 * the tab after a while.
 */
export const usePendingCounts = () =>
  useQuery({
    queryKey: adminKeys.pendingCounts,
    queryFn: () => apiRequest('/api/admin/pending-counts', pendingCountsSchema),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
