import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/app/provider';

/** Renders `element` with a fresh query client, as the app gives one (or with `queryClient`). */
export const renderWithQueryClient = (
  element: ReactNode,
  queryClient: QueryClient = createQueryClient(),
) => render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);

/**
 * Renders routes at a URL with a fresh query client, as the app does (or with `queryClient`, for a
 * test that looks into the cache); returns the router.
 */
export function renderRoutes(
  routes: RouteObject[],
  url: string,
  queryClient: QueryClient = createQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  renderWithQueryClient(<RouterProvider router={router} />, queryClient);
  return router;
}
