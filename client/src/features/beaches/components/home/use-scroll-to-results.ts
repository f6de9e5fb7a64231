import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** After a filter changes, the results scroll into view 300 ms later. */
export const filterScrollDelayMs = 300;

export function useScrollToResults(target: RefObject<HTMLElement | null>) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    }, filterScrollDelayMs);
  }, [target]);
}
