import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/components/layout/route-error';
import { PageLoading } from '@/components/layout/route-progress';
import { stubApi } from '@/testing/stub-api';
import { expectLinkTo } from '@/testing/links';
import { createQueryClient } from './provider';
import { Layout } from './layout';
import { NotFoundRoute } from './routes/not-found';

afterEach(() => vi.unstubAllGlobals());

const renderApp = (
  path: string,
  page: () => Promise<{ Component: () => ReactNode }>,
  api: Parameters<typeof stubApi>[0] = {},
) => {
  stubApi({
    'GET /api/site': {
      body: { publicUrl: 'http://x', heroVideoUrl: null, analyticsScriptUrl: null },
    },
    ...api,
  });
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            hydrateFallbackElement: <PageLoading />,
            errorElement: <RouteError />,
            children: [{ path: '*', lazy: page }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('Layout', () => {
  it('frames a page with a skip link, the header, the page and the credits', async () => {
    renderApp('/nowhere', async () => ({ Component: NotFoundRoute }));
    // The frame is there at once, with the page's outline until its code arrives.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expectLinkTo('Skip to content', '#main');
    expect(screen.getByRole('banner')).toHaveTextContent('Devon Dog Beaches');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('TICON-4');
    expectLinkTo('Back to the home page', '/');
    expectLinkTo('See all beaches', '/beaches');
  });

  it("keeps the header and offers Retry when a page's code cannot be downloaded", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderApp('/beaches', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    expect(
      await screen.findByRole('heading', { name: 'This page could not load' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
  });

  it('names the signed-in administrator in the back office, with Sign Out, not Sign In', async () => {
    const page = async () => ({ Component: () => <h1>Admin Dashboard</h1> });
    renderApp('/admin', page, {
      'GET /api/auth/session': { body: { user: null } },
      'GET /api/admin/session': {
        body: { admin: { id: 1, username: 'jo', email: 'jo@example.org', name: 'Jo Penrose' } },
      },
    });
    const banner = screen.getByRole('banner');
    const menu = await within(banner).findByRole('button', {
      name: 'Administrator menu for Jo Penrose',
    });
    expect(menu).toHaveTextContent('Jo Penrose');
    expect(within(banner).queryByRole('link', { name: /Sign In/ })).not.toBeInTheDocument();
    fireEvent.keyDown(menu, { key: 'Enter' });
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('offers a member Sign In on the public pages', async () => {
    renderApp('/nowhere', async () => ({ Component: NotFoundRoute }), {
      'GET /api/auth/session': { body: { user: null } },
    });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /Administrator menu/ })).toBeNull();
  });
});
