import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './provider';
import { AppRouter, routerReady } from './router';
import { registerServiceWorker } from './service-worker';

/** Calls `onShown` once the page is in the document (after the commit that replaced the drawing). */
function Shown({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  useLayoutEffect(onShown, [onShown]);
  return children;
}

/**
 * Renders the app into `container`. Over the server's drawing (entry-server.tsx) the render is a
 * transition: React builds the page in slices of a few milliseconds, so the phone stays
 * responsive, and swaps it for the drawing in one commit, without a blank frame; the drawing's
 * `inert` and `aria-hidden` go in that same commit.
 */
export function start(container: HTMLElement) {
  const drawn = container.hasChildNodes();
  const live = () => {
    container.removeAttribute('inert');
    container.removeAttribute('aria-hidden');
  };
  const render = () => {
    const root = createRoot(container);
    const app = (
      <StrictMode>
        <Shown onShown={live}>
          <AppProvider>
            <AppRouter />
          </AppProvider>
        </Shown>
      </StrictMode>
    );
    if (drawn) startTransition(() => root.render(app));
    else root.render(app);
  };
  // Over a drawing, the first render is the page itself, not its loading outline: the page's code
  // is loaded first (the server preloaded it).
  if (drawn) void routerReady().then(render, render);
  else render();
  registerServiceWorker();
}
