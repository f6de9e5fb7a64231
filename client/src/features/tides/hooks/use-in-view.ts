import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come near the viewport (once true, it stays true): below-the-fold
 * sections fetch only then. False on the server and at the first client render, so a server
 * render and its hydration agree. Where IntersectionObserver is missing, at once after mounting.
 */
export function useInView<T extends Element>(rootMargin = '300px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (inView) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin]);
  return { ref, inView };
}
