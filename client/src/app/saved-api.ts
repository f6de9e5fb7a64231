/**
 * The public API answers the service worker keeps for offline reading. The same pattern is written
 * out in vite.config.ts's runtime caching (a function there is copied into the worker as text, so it
 * cannot import this): change both together.
 */
export const savedApiPath =
  /^\/api\/(beaches(\/.*)?|tides(\/station)?|stats|config|site|blog(\/[^/]+)?)$/;

/**
 * The API calls this page made before the worker controlled it (the first visit's beach list, the
 * beach being read), asked again through the worker so that they are saved for offline reading.
 */
export function savedApiUrlsOf(entries: readonly { name: string }[], origin: string): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    const url = new URL(name, origin);
    if (url.origin === origin && savedApiPath.test(url.pathname)) urls.add(url.href);
  }
  return [...urls];
}
