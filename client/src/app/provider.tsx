import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** No interval or focus refetch, no retries unless a call says so, data never stale. */
export const createQueryClient = () =>
  new QueryClient({
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

/** `client`: one made beforehand (the server render of a page, entry-server.tsx). */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
