import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout } from './layout';

/** Each page is its own chunk (route-level code splitting); the layout is in the main bundle. */
const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
      {
        path: '/beaches',
        lazy: async () => ({ Component: (await import('./routes/beaches')).BeachesRoute }),
      },
      {
        path: '/beach/:identifier',
        lazy: async () => ({ Component: (await import('./routes/beach')).BeachRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
