import { MapPinOff } from 'lucide-react';

/** When not even the fallback map's code can be downloaded (no signal at all). */
export function MapUnavailable() {
  return (
    <div
      role="alert"
      className="flex min-h-40 flex-1 flex-col items-center justify-center gap-2 rounded-2xl border border-line bg-sand-50 p-4 text-center"
    >
      <MapPinOff aria-hidden="true" className="size-7 text-sea-400" />
      <p className="font-semibold text-ink">The map could not load</p>
      <p className="text-sm text-ink-muted">Check your connection, then reload the page.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-11 rounded-lg border border-sea-600 bg-white px-4 text-sm font-semibold text-sea-700"
      >
        Reload
      </button>
    </div>
  );
}
