// First, before any schema parses (see the file).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Query } from '@tanstack/react-query';
import { SsrSubtitleContext } from './components/layout/page-subtitle';
import { AppProvider, createQueryClient } from './app/provider';
import { KnownSignedOutContext } from './features/auth/session';
import { routes } from './app/route-table';
import { setApiFetch } from './lib/api-client';

/**
 * Server-side rendering (SSR) of a public page (docs/decisions/012-ssr-and-hydration.md): the
 * same components the browser runs, rendered to HTML from the same public API responses, so a
 * phone on a weak signal sees the page (the beach, its dog rule) before the JavaScript arrives.
 * The browser then fetches the same responses and hydrates the page (app/hydrate.tsx), or, when
 * they do not arrive in time, renders its own loading and error states in its place.
 *
 * Nothing about the visitor is rendered: their queries (the account, favourites) are left
 * pending, as in the browser's first render, and the API is called without any cookie. Only a
 * request without a session cookie is rendered as from a signed-out visitor (`signedOut`), on the
 * pages that show one something else (a signed-in page's "Sign In Required").
 */

/** Calls the API in the server's own process (Fastify's inject), never with a visitor's cookie. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/** Queries about the visitor, or an administrator: never fetched during SSR. */
const personal = (query: Query) => ['auth', 'admin', 'my'].includes(String(query.queryKey[0]));

/** Whether the component that asked lets it run (the options it was made with carry `enabled`). */
const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
};

export function configureServerRender(fetcher: ApiFetch) {
  setApiFetch(fetcher);
}

/** The markup of the page at `url` (path and query) for `<div id="root">`; null when it redirects. */
export async function renderPage(
  url: string,
  { signedOut = false }: { signedOut?: boolean } = {},
): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  let subtitle: string | null = null;
  const ssrSubtitle = {
    read: () => subtitle,
    write: (text: string | null) => {
      subtitle = text;
    },
  };
  const tree = (
    <StrictMode>
      <SsrSubtitleContext value={ssrSubtitle}>
        <KnownSignedOutContext value={signedOut}>
          <AppProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </KnownSignedOutContext>
      </SsrSubtitleContext>
    </StrictMode>
  );

  // Render, then fetch what the render asked for (the above-the-fold queries: the beach, the
  // list), and render again. What those responses lead to (reviews, tides) is below the fold, and
  // its placeholders will do.
  let html = renderToString(tree);
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && enabled(query) && !personal(query));
  if (waiting.length > 0) {
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = renderToString(tree);
  }
  // The header's subtitle is the page's (set while rendering, shown from the next render on).
  if (subtitle !== null) html = renderToString(tree);
  queryClient.clear();
  return html;
}
