import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './route-table';

export const router = createBrowserRouter(routes);

/**
 * Resolves once the first page's code is loaded (its lazy route), so the first render shows the
 * page itself, not its loading outline: the server already drew it (entry-server.tsx).
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
