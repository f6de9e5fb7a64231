import { useSyncExternalStore } from 'react';

/**
 * Notifications: at most one visible at a time, shown for 5000 ms by default, and a
 * dismissed one is dropped from memory 1,000,000 ms later (it is already gone from the screen; the
 * delay only keeps its exit in step with Radix). The <Toaster> in the layout renders them.
 *
 *   import { toast } from '@/lib/toast';
 *   toast({ title: 'Link copied!', description: 'Beach link has been copied to your clipboard', variant: 'success' });
 */
export const toastLimit = 1;
export const toastDuration = 5000;
export const toastRemoveDelay = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; defaults to 5000. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: string;
  description?: string;
  duration?: number;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, toastRemoveDelay),
  );
}

/** Shows a notification, replacing the one on screen (one at a time). Returns its id. */
export function toast({ title, description, variant = 'default', duration }: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const item: ToastItem = { id, title, description, variant, duration, open: true };
  setToasts([item, ...toasts].slice(0, toastLimit));
  return id;
}

/** Closes one notification (or all, without an id); it is removed from memory later. */
export function dismissToast(id?: string) {
  setToasts(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

/** The notifications to render, newest first. */
export const useToasts = () => useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

/** Clears every notification and timer; for tests. */
export function resetToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  setToasts([]);
}
