/**
 * Resolves once the page has finished loading: its `load` event has fired, and then no resource
 * (a chunk, an API response, an image) has finished loading for `quietMs`; at the latest `maxMs`
 * after the load event. For work the visitor does not wait for, which would otherwise compete with
 * the page's own requests and tasks for a phone's network and cores: a server-rendered page goes
 * on loading after `load` (its code, then its sections' data, one after another).
 */
export function pageSettled({ quietMs = 1500, maxMs = 10_000 } = {}): Promise<void> {
  return new Promise((resolve) => {
    const watch = () => {
      let quiet: ReturnType<typeof setTimeout> | undefined;
      // Resource timing has an entry for each resource as it finishes loading.
      const observer =
        typeof PerformanceObserver === 'undefined'
          ? undefined
          : new PerformanceObserver(() => wait());
      const done = () => {
        clearTimeout(quiet);
        clearTimeout(latest);
        observer?.disconnect();
        resolve();
      };
      const latest = setTimeout(done, maxMs);
      function wait() {
        clearTimeout(quiet);
        quiet = setTimeout(done, quietMs);
      }
      observer?.observe({ type: 'resource' });
      wait();
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
  });
}
