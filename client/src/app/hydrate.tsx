import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SsrSubtitleContext, ssrSubtitle } from '@/components/layout/page-subtitle';
import { KnownSignedOutContext } from '@/features/auth/session';
import { setHydrating } from '@/lib/use-hydrated';
import { yieldToMain } from '@/lib/yield-to-main';
import { awaitHydrationData, type HydrationData } from './hydration-data';
import { AppProvider, createQueryClient } from './provider';
import { AppRouter, prepareRouter, routerReady } from './router';
import { registerServiceWorker } from './service-worker';

/** Calls `onShown` once the page is in the document (after the commit that hydrated or replaced it). */
function Shown({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  useLayoutEffect(onShown, [onShown]);
  return children;
}

/**
 * How long a server-rendered page waits for its hydration data before it renders without it (its
 * loading outline). The wait includes reading the responses (the list of beaches is parsed and
 * checked in slices), which on a slow or busy device takes a few hundred milliseconds (longer than
 * 300 ms on a busy two-core machine); were the wait shorter, such a device would replace a server
 * render it could have hydrated, and draw the page twice (its outline, then its data) with the
 * layout shifts that brings. On a weak signal the outline still comes within a second, rather
 * than the server render seeming stuck.
 */
const hydrationDataWaitMs = 1000;

/**
 * Hydrates the server render in `container`, or renders the app into it. Over a server render
 * (entry-server.tsx), the page's code and its hydration data are awaited first (the latter a second
 * at most). When all of that data arrived, the page renders what the server rendered, and React
 * hydrates it: no page is built anew, styled and laid out a second time, and the work is done in
 * slices of a few milliseconds, so the phone stays responsive. Should the page differ from the
 * server render after all (a hydration mismatch: rendered before a change, a position kept in the
 * tab), React renders it anew on the client. When the data did not arrive (a failure, a slow
 * line), the page replaces the server render with its own error or loading outline, in one
 * commit. The server render's `aria-hidden` and its controls' `inert` (static-client.ts) go with
 * the commit that makes the page live.
 */
export function hydrateOrRender(container: HTMLElement) {
  const serverRendered = container.hasChildNodes();
  const queryClient = createQueryClient();
  let releaseHydrationData = () => {};
  let isLive = false;
  const live = () => {
    if (isLive) return;
    isLive = true;
    setHydrating(false);
    for (const control of container.querySelectorAll('[data-ssr-inert]')) {
      control.removeAttribute('inert');
      control.removeAttribute('data-ssr-inert');
    }
    container.removeAttribute('aria-hidden');
    // The page's own queries hold the data from now on.
    setTimeout(releaseHydrationData, 1000);
  };
  // The header's subtitle as server-rendered, the page's own until its effect sets it again.
  const subtitle = { read: () => ssrSubtitle(container), write: () => {} };
  // The server saw no session cookie, and rendered signed-in pages as a signed-out visitor sees
  // them: so does the page, before it has asked who is signed in.
  const knownSignedOut = container.dataset.visitor === 'signed-out';
  const app = (
    <StrictMode>
      <Shown onShown={live}>
        <SsrSubtitleContext value={subtitle}>
          <KnownSignedOutContext value={knownSignedOut}>
            <AppProvider client={queryClient}>
              <AppRouter />
            </AppProvider>
          </KnownSignedOutContext>
        </SsrSubtitleContext>
      </Shown>
    </StrictMode>
  );
  const render = (hydrationData: HydrationData | null) => {
    // For traces (bench:profile): whether the page hydrated, replaced its server render, or had
    // none (client-side render).
    performance.mark(
      hydrationData?.complete ? 'ssr:hydrate' : serverRendered ? 'ssr:replace' : 'csr',
    );
    if (hydrationData?.complete) {
      setHydrating(true);
      // A transition: hydrating is then done in slices too (React's default lane would not yield).
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) =>
            console.warn(
              'Hydration mismatch: the page differed from its server render and was rendered anew',
              error,
            ),
        });
      });
      return;
    }
    // Without the hydration data the page is its light outline or its error: rendered at once, so
    // a slow line sees it without delay.
    createRoot(container).render(app);
  };
  if (serverRendered) void hydrateServerRender();
  else render(null);
  // Not urgent: after the task that started the page.
  void yieldToMain().then(registerServiceWorker);

  /** Over the server render: the router made step by step, then the hydration data awaited. */
  async function hydrateServerRender() {
    await yieldToMain();
    const router = await prepareRouter();
    await yieldToMain();
    const pending = awaitHydrationData(
      queryClient,
      router.state.matches,
      hydrationDataWaitMs,
    ).catch((error: unknown) => {
      // The page renders all the same, fetching its data itself.
      console.error('Fetching the hydration data failed', error);
      return null;
    });
    const [, hydrationData] = await Promise.all([routerReady().catch(() => undefined), pending]);
    if (hydrationData) releaseHydrationData = hydrationData.release;
    // Whatever settled last (the page's code, its data) ran in this task; hydration starts in
    // the next, so the two are not one long task.
    await yieldToMain();
    render(hydrationData);
  }
}
