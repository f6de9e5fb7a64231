import { pageSettled } from '@/lib/page-settled';
import { yieldToMain } from '@/lib/yield-to-main';
import { savedApiUrlsOf } from './saved-api';

/** Each request in a task of its own: started together they were one task of 15 to 20 ms. */
const saveWhatThisPageRead = async () => {
  const entries = performance.getEntriesByType('resource');
  for (const url of savedApiUrlsOf(entries, window.location.origin)) {
    void fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
    await yieldToMain();
  }
};

/**
 * Registers the service worker vite-plugin-pwa generates (vite.config.ts; decision 009) once the
 * page has finished loading (`pageSettled`: the load event, then its code and its sections' data,
 * then 1.5 s with nothing loading), so that on a first visit its precaching of every chunk never
 * competes with the page's own requests and tasks. When it takes control for the first time,
 * what the page has already read is fetched again through it, to be saved. It
 * updates itself: a new deployment's worker takes over and the page reloads into the new version.
 * Not in development, where the plugin builds no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const firstControl = !navigator.serviceWorker.controller;
  if (firstControl) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => void saveWhatThisPageRead(),
      {
        once: true,
      },
    );
  }
  const register = async () => {
    // workbox-window (which the registration imports) is evaluated in a task of its own, then the
    // registration runs in another: together they were one task of over 10 ms in a traced page.
    await import('workbox-window');
    await yieldToMain();
    const { registerSW } = await import('virtual:pwa-register');
    registerSW({ immediate: true });
  };
  void pageSettled().then(register);
}
