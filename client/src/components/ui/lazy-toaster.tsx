import { lazy, Suspense } from 'react';
import { useToasts } from '@/lib/toast';

// Radix Toast is about 12 KB gzipped; most visits never see a notification, so its code loads
// with the first one instead of with every page (the home page's speed budget, decision 009).
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** The layout's notifications: nothing until `toast()` is first called, then the <Toaster>. */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
