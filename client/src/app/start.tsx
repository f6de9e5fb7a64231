import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { awaitFirstData } from './first-data';
import { AppProvider, createQueryClient } from './provider';
import { AppRouter, router, routerReady } from './router';
import { registerServiceWorker } from './service-worker';

/** Calls `onShown` once the page is in the document (after the commit that replaced the drawing). */
function Shown({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  useLayoutEffect(onShown, [onShown]);
  return children;
}

/** How long the drawing waits for its page's first data before the page renders without it. */
const firstDataWaitMs = 800;

/**
 * Renders the app into `container`. Over the server's drawing (entry-server.tsx), the page's code
 * and the data of its first screen are awaited first (the latter 800 ms at most), so the first
 * render is the page itself, not its loading outline; and the render is a transition: React
 * builds the page in slices of a few milliseconds, so the phone stays responsive, and swaps it for
 * the drawing in one commit, without a blank frame; the drawing's `inert` and `aria-hidden` go in
 * that same commit.
 */
export function start(container: HTMLElement) {
  const drawn = container.hasChildNodes();
  const queryClient = createQueryClient();
  let releaseFirstData = () => {};
  let isLive = false;
  const live = () => {
    if (isLive) return;
    isLive = true;
    container.removeAttribute('inert');
    container.removeAttribute('aria-hidden');
    // The page's own queries hold the data from now on.
    setTimeout(releaseFirstData, 1000);
  };
  const render = () => {
    const root = createRoot(container);
    const app = (
      <StrictMode>
        <Shown onShown={live}>
          <AppProvider client={queryClient}>
            <AppRouter />
          </AppProvider>
        </Shown>
      </StrictMode>
    );
    if (drawn) startTransition(() => root.render(app));
    else root.render(app);
  };
  if (drawn) {
    const firstData = awaitFirstData(queryClient, router.state.matches, firstDataWaitMs).catch(
      (error: unknown) => {
        // The page renders all the same, asking for its data itself.
        console.error('Asking for the first screen’s data failed', error);
        return () => {};
      },
    );
    void Promise.all([routerReady().catch(() => undefined), firstData]).then(([, release]) => {
      releaseFirstData = release;
      render();
    });
  } else {
    render();
  }
  registerServiceWorker();
}
