import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './route-table';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, made when first asked for (hydrate.tsx asks in a task of its own): making it
 * matches the first page and asks for that page's code.
 */
export function getRouter() {
  return (router ??= createBrowserRouter(routes));
}

/**
 * Resolves once the first page's code is loaded (its lazy route), so the first render shows the
 * page itself, not its loading outline: the server already drew it (entry-server.tsx).
 */
export function routerReady(): Promise<void> {
  const router = getRouter();
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
  return <RouterProvider router={getRouter()} />;
}
