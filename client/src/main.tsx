// First, before any schema parses (see the file).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, routerReady } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const render = () => {
  const root = createRoot(container);
  // At once, in one step: the page replaces the server's drawing without a blank frame.
  flushSync(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
  // The drawing was shown inert and hidden from assistive technology; the page is live now.
  container.removeAttribute('inert');
  container.removeAttribute('aria-hidden');
};

// The server drew the page (entry-server.tsx): it stays until the page's code has loaded (the
// server preloads it), so the first render is the page itself, not its loading outline.
if (container.hasChildNodes()) void routerReady().then(render, render);
else render();
registerServiceWorker();
