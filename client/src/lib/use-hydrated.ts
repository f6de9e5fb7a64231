import { startTransition, useEffect, useState } from 'react';

/** Whether the page is taking the server's drawing over now (start.tsx sets it). */
let takingOver = false;

export function setTakingOver(value: boolean) {
  takingOver = value;
}

/**
 * False in the server's drawing of a page, and while the page takes that drawing over (hydration,
 * start.tsx); then true, from a transition after (so that render is done in slices too). True at
 * once for whatever mounts later. For what the drawing cannot show as the browser will: the
 * address in the browser, a map, a script block the drawing leaves out.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !import.meta.env.SSR && !takingOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
