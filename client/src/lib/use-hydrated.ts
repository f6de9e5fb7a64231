import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page takes over the server's drawing of it (hydration, start.tsx) and in the
 * drawing itself; true from the render after. For what the drawing cannot show as the browser
 * will: the address in the browser, a script block the drawing leaves out.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
