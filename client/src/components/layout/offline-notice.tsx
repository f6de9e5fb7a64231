import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOffline = () => !navigator.onLine;

/**
 * A thin notice under the header while the browser is offline: the pages still show what the
 * service worker saved (the app, the beach list, beach pages already visited). It is a live region,
 * so a screen reader hears it when the connection drops, and it goes when the connection is back.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  return (
    <div role="status" className="empty:hidden">
      {offline ? (
        <p className="flex items-center justify-center gap-2 bg-sand-100 px-4 py-2 text-sm font-medium text-ink">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          Offline, showing saved data
        </p>
      ) : null}
    </div>
  );
}
