import { useSyncExternalStore } from 'react';
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
