import {
  RouterProvider,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { yieldToMain } from '@/lib/yield-to-main';
import { routes } from './route-table';

type Router = ReturnType<typeof createRouter>;
let router: Router | undefined;

/**
 * The router as `createBrowserRouter` makes it, in its three steps: the browser history, the
 * router over the route table, then its start (which matches the first page and asks for its
 * code). React Router exports the steps for frameworks built on it (hence `UNSAFE_`: they may
 * change in a minor version; the route and hydration tests would show it).
 */
const makeHistory = () => createBrowserHistory({ window });
const makeRouter = (history: ReturnType<typeof createBrowserHistory>) =>
  createRouter({ history, routes, mapRouteProperties, hydrationRouteProperties });

/** The app's router, made and started when first asked for. */
export function getRouter(): Router {
  return (router ??= makeRouter(makeHistory()).initialize());
}

/**
 * Makes and starts the router one step a task (hydrate.tsx, over a server render): together the
 * steps were one task of 13 to 18 ms in traced pages, apart they are shorter than the 10 ms a
 * task needs to count as blocking on Lighthouse's phone.
 */
export async function prepareRouter(): Promise<Router> {
  if (router) return router;
  const history = makeHistory();
  await yieldToMain();
  const made = makeRouter(history);
  await yieldToMain();
  return (router ??= made.initialize());
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
