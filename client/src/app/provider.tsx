import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { myContributionsKey } from '@/lib/contributions';

/**
 * No interval or focus refetch, no retries unless a call says so, data never stale. Any write that
 * succeeds may have added or removed one of the member's contributions, so their counts go stale.
 */
export const createQueryClient = () => {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Not awaited: the write is done, and the counts may follow a moment later.
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: myContributionsKey });
      },
    }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        staleTime: Infinity,
        // Offline, ask anyway: the service worker answers from what it saved (decision 009).
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
};

/** `client`: one made beforehand (the server render of a page, entry-server.tsx). */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
