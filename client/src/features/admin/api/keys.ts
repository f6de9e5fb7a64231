import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Every admin query key in one place (the features' moderation lists included), so a change in
 * one tab refreshes what it touches in others.
 */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  beaches: ['admin', 'beaches'] as const,
  reviews: ['admin', 'reviews'] as const,
  walks: ['admin', 'walks'] as const,
  communityPhotos: ['admin', 'community-photos'] as const,
  feedback: ['admin', 'feedback'] as const,
  messages: ['admin', 'messages'] as const,
  audit: ['admin', 'audit'] as const,
  ruleReports: ['admin', 'rule-reports'] as const,
  pendingCounts: ['admin', 'pending-counts'] as const,
};

/**
 * After an administrator's change: the admin list it was made in, the audit log, the tabs' counts
 * of what waits, and the other queries that show what changed (`others`: the public lists, pages
 * and stats).
 */
export function useAdminRefresh(adminKey: QueryKey, others: QueryKey[] = []) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminKey, adminKeys.audit, adminKeys.pendingCounts, ...others].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** After a change to a beach: the admin list, the public lists and pages, the stats, the log. */
export const refreshBeaches = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.beaches }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
    // A rule edit resolves the beach's rule reports.
    queryClient.invalidateQueries({ queryKey: adminKeys.ruleReports }),
    queryClient.invalidateQueries({ queryKey: adminKeys.pendingCounts }),
    queryClient.invalidateQueries({ queryKey: ['beaches'] }),
    queryClient.invalidateQueries({ queryKey: ['beach'] }),
    queryClient.invalidateQueries({ queryKey: ['stats'] }),
  ]);
