import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DrawnSubtitleContext, drawnSubtitle } from '@/components/layout/page-subtitle';
import { setTakingOver } from '@/lib/use-hydrated';
import { warmUp } from '@/lib/warm-up';
import { yieldToMain } from '@/lib/yield-to-main';
import { awaitHydrationData, type HydrationData } from './hydration-data';
import { AppProvider, createQueryClient } from './provider';
import { AppRouter, getRouter, routerReady } from './router';
import { registerServiceWorker } from './service-worker';

/** Calls `onShown` once the page is in the document (after the commit that replaced the drawing). */
function Shown({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  useLayoutEffect(onShown, [onShown]);
  return children;
}

/**
 * How long the drawing waits for its page's first data before the page renders without it (its
 * loading outline). On a phone's good signal the answers take far less; on a weak one the
 * outline says the page is loading rather than the drawing seeming stuck.
 */
const firstDataWaitMs = 300;

/**
 * Renders the app into `container`. Over the server's drawing (entry-server.tsx), the page's code
 * and the data of its first screen are awaited first (the latter 300 ms at most). When all of that
 * data came, the page renders what the drawing shows, and React takes the drawing over as it is
 * (hydration): no page is built anew, styled and laid out a second time, and the work is done in
 * slices of a few milliseconds, so the phone stays responsive. Should the page differ from the
 * drawing after all (drawn before a change, a position kept in the tab), React renders it anew in
 * its place. When the data did not come (a failure, a slow line), the page replaces the drawing
 * with its own error or loading outline, in one commit. The drawing's `aria-hidden` and its
 * controls' `inert` (static-client.ts) go with the commit that makes the page live.
 */
export function start(container: HTMLElement) {
  const drawn = container.hasChildNodes();
  const queryClient = createQueryClient();
  let releaseFirstData = () => {};
  let isLive = false;
  const live = () => {
    if (isLive) return;
    isLive = true;
    setTakingOver(false);
    for (const control of container.querySelectorAll('[data-drawn-inert]')) {
      control.removeAttribute('inert');
      control.removeAttribute('data-drawn-inert');
    }
    container.removeAttribute('aria-hidden');
    // The page's own queries hold the data from now on.
    setTimeout(releaseFirstData, 1000);
  };
  // The header's subtitle as drawn, the page's own until its effect sets it again.
  const subtitle = { read: () => drawnSubtitle(container), write: () => {} };
  const app = (
    <StrictMode>
      <Shown onShown={live}>
        <DrawnSubtitleContext value={subtitle}>
          <AppProvider client={queryClient}>
            <AppRouter />
          </AppProvider>
        </DrawnSubtitleContext>
      </Shown>
    </StrictMode>
  );
  const render = (firstData: HydrationData | null) => {
    // For traces (bench:profile): which way the page took over.
    performance.mark(
      firstData?.complete ? 'takeover:hydrate' : drawn ? 'takeover:replace' : 'start',
    );
    if (firstData?.complete) {
      setTakingOver(true);
      // A transition: hydrating is then done in slices too (React's default lane would not yield).
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) =>
            console.warn('The page differed from its drawing and was drawn anew', error),
        });
      });
      return;
    }
    // Without the first data the page is its light outline or its error: rendered at once, so a
    // slow line sees it without delay.
    createRoot(container).render(app);
  };
  if (drawn) void takeOver();
  else render(null);
  // Not urgent: after the task that started the page.
  void yieldToMain().then(registerServiceWorker);

  /** Over the drawing: the router made in a task of its own, then the first data awaited. */
  async function takeOver() {
    await yieldToMain();
    const router = getRouter();
    await yieldToMain();
    const firstData = awaitHydrationData(queryClient, router.state.matches, firstDataWaitMs).catch(
      (error: unknown) => {
        // The page renders all the same, asking for its data itself.
        console.error('Asking for the first screen’s data failed', error);
        return null;
      },
    );
    const [, first] = await Promise.all([
      routerReady().catch(() => undefined),
      firstData,
      warmUp(),
    ]);
    if (first) releaseFirstData = first.release;
    render(first);
  }
}
