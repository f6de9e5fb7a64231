import { startTransition, useEffect, useState } from 'react';

/** Whether the page is hydrating its server render now (app/hydrate.tsx sets it). */
let hydrating = false;

export function setHydrating(value: boolean) {
  hydrating = value;
}

export const isHydrating = () => hydrating;

/**
 * False during SSR and while the page hydrates (app/hydrate.tsx); then true, from a transition
 * after (so that render is done in slices too). True at once for whatever mounts later. For what
 * the server render cannot show as the browser will, so hydration does not mismatch: the address
 * in the browser, a map, a script block the server render leaves out.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !import.meta.env.SSR && !isHydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
