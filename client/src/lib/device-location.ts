import { useRef, useState, useSyncExternalStore } from 'react';
import type { LatLng } from '@shared/geo';

/**
 * The position the browser gave for "Near me", kept in this tab only (sessionStorage) so a reload
 * or Back keeps the distances. It is never put in a URL or sent to the server: the
 * distances are worked out in the browser.
 */
const storageKey = 'near-me-position';

const isPosition = (value: unknown): value is LatLng =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as LatLng).lat) &&
  Number.isFinite((value as LatLng).lng);

function readStored(): LatLng | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    return isPosition(parsed) ? { lat: parsed.lat, lng: parsed.lng } : null;
  } catch {
    return null;
  }
}

let current: LatLng | null | undefined;
const listeners = new Set<() => void>();

const snapshot = () => {
  if (current === undefined) current = readStored();
  return current;
};

export function setDeviceLocation(position: LatLng | null) {
  current = position;
  try {
    if (position) sessionStorage.setItem(storageKey, JSON.stringify(position));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage may be off (private windows); the position still lasts while the page is open.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDeviceLocation = () => useSyncExternalStore(subscribe, snapshot, () => null);

/** Why the browser gave no position. */
export type LocateFailure = 'refused' | 'timeout' | 'unavailable' | 'unsupported';

/** Long enough for a phone to get a fix outdoors; a position from the last 5 minutes will do. */
const geolocationOptions: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 5 * 60_000,
};

const failureOf = (error: GeolocationPositionError): LocateFailure =>
  error.code === error.PERMISSION_DENIED
    ? 'refused'
    : error.code === error.TIMEOUT
      ? 'timeout'
      : 'unavailable';

/**
 * Asks the browser for its position only when `locate` is called, and says what went wrong in
 * the caller's words. Only the latest request answers: an older one, or one `cancel`led, is
 * ignored when it comes back late.
 */
export function useLocateDevice(
  onPosition: (position: LatLng) => void,
  messages: Record<LocateFailure, string>,
) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);

  const locate = () => {
    setError(null);
    if (!('geolocation' in navigator)) {
      setError(messages.unsupported);
      return;
    }
    const asked = ++request.current;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (asked !== request.current) return;
        setLocating(false);
        onPosition({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (failure) => {
        if (asked !== request.current) return;
        setLocating(false);
        setError(messages[failureOf(failure)]);
      },
      geolocationOptions,
    );
  };

  const cancel = () => {
    request.current += 1;
    setLocating(false);
    setError(null);
  };

  return { locate, cancel, locating, error };
}
