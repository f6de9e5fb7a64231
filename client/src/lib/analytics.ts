import { useEffect } from 'react';
import { useSiteConfig } from './site-config';

/**
 * Analytics (search, filter used, sign up, login), only when the deployment names a
 * provider's script (`ANALYTICS_SCRIPT_URL`, served as `analyticsScriptUrl` by /api/site).
 *
 * Protocol: Plausible's. The script is added once (`defer`, `data-domain` = this host) and events
 * go to `window.plausible(event, { props })`; until the script arrives, calls wait in
 * `window.plausible.q`, the queue the Plausible script (and compatible ones) drain on load.
 * Without a script URL nothing is loaded, nothing is sent and no cookie is set; events are then
 * dropped. Events tracked before /api/site has answered are held in memory and replayed or dropped.
 */
export type AnalyticsEvent = 'search' | 'filter' | 'sign_up' | 'login';
export type AnalyticsData = Record<string, string | number | boolean>;

type PlausibleCall = [AnalyticsEvent, { props?: AnalyticsData }?];
interface PlausibleFunction {
  (...args: PlausibleCall): void;
  q?: PlausibleCall[];
}

declare global {
  interface Window {
    plausible?: PlausibleFunction;
  }
}

export interface Analytics {
  track(event: AnalyticsEvent, data?: AnalyticsData): void;
  /** Called once /api/site has answered: a script URL turns reporting on, null turns it off. */
  configure(scriptUrl: string | null): void;
}

export function createAnalytics(): Analytics {
  let state: 'unknown' | 'on' | 'off' = 'unknown';
  let waiting: PlausibleCall[] = [];

  const send = (call: PlausibleCall) => {
    window.plausible?.(...call);
  };

  return {
    track(event, data) {
      const call: PlausibleCall = data ? [event, { props: data }] : [event];
      if (state === 'on') send(call);
      else if (state === 'unknown') waiting.push(call);
    },
    configure(scriptUrl) {
      if (state !== 'unknown') return;
      if (!scriptUrl) {
        state = 'off';
        waiting = [];
        return;
      }
      state = 'on';
      if (!window.plausible) {
        const queue: PlausibleCall[] = [];
        const stub: PlausibleFunction = (...call) => {
          queue.push(call);
        };
        stub.q = queue;
        window.plausible = stub;
      }
      const loaded = [...document.scripts].some(
        (script) => script.getAttribute('src') === scriptUrl,
      );
      if (!loaded) {
        const script = document.createElement('script');
        script.src = scriptUrl;
        script.defer = true;
        script.dataset.domain = window.location.hostname;
        document.head.append(script);
      }
      for (const call of waiting) send(call);
      waiting = [];
    },
  };
}

const analytics = createAnalytics();

/** Reports one event, e.g. `track('search', { query: 'bantham' })`; a no-op unless configured. */
export const track: Analytics['track'] = (event, data) => analytics.track(event, data);

/** Mounted once in the layout: turns analytics on or off from /api/site. */
export function useAnalyticsFromSiteConfig() {
  const siteConfig = useSiteConfig();
  const scriptUrl = siteConfig.data?.analyticsScriptUrl;
  const settled = siteConfig.isSuccess || siteConfig.isError;
  useEffect(() => {
    if (settled) analytics.configure(scriptUrl ?? null);
  }, [settled, scriptUrl]);
}
