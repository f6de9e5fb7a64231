// First, before any module makes a schema (see the file).
import './lib/zod-jitless';
import './index.css';
import { yieldToMain } from './lib/yield-to-main';

/**
 * The entry the HTML names, kept small. Where the server rendered the page (SSR: entry-server.tsx;
 * decision 012), the app's code is loaded only once the server render is on screen, so nothing
 * but the HTML and its stylesheets stands between a phone and the first paint; the app then
 * hydrates it (app/hydrate.tsx). Without a server render, the app starts at once (the server
 * preloads its code with the HTML).
 */
const found = document.getElementById('root');
if (!found) throw new Error('Missing #root element');
const container: HTMLElement = found;

/**
 * Loads and starts the app one step at a time: React, then the icons, then the router, then
 * TanStack Query, then zod, then the accounts' schemas (the header asks who is signed in), then
 * `cn` (tailwind-merge with the app's class groups), then the app's own modules. The catalogue's schemas load with the pages that
 * read the catalogue (app/route-table.tsx).
 * Evaluating each is a task of its own, 5 to 15 ms on a desktop rather than one of 60 (Lighthouse
 * leaves tasks under 10 ms out of its simulated phone's blocking time), between which the phone
 * can respond to a tap or scroll.
 */
async function loadApp() {
  try {
    for (const step of [
      () => import('./app/react'),
      () => import('./app/icons'),
      () => import('./app/libraries'),
      () => import('./app/query-library'),
      () => import('./app/zod'),
      () => import('@shared/auth'),
      () => import('./components/ui/class-names'),
    ]) {
      await step();
      await yieldToMain();
    }
    const app = await import('./app/hydrate');
    app.hydrateOrRender(container);
  } catch (error) {
    // Offline with nothing saved yet, or a deployment removed this build's chunks: the server
    // render stays readable.
    console.error('The app could not load', error);
  }
}

/** Calls `then` once, after the browser reports the page's first contentful paint (3 s at most). */
function afterFirstPaint(then: () => void) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    setTimeout(then, 0);
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the next frame has been drawn by then.
    requestAnimationFrame(go);
  }
  // A tab opened in the background paints nothing until it is looked at.
  setTimeout(go, 3000);
}

if (container.hasChildNodes()) afterFirstPaint(() => void loadApp());
else void loadApp();
