import { useNavigation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A thin bar along the top while the next page's code (a lazy route) loads. It grows towards 80 %
 * and disappears when the page is there; a fast navigation shows nothing because the bar waits
 * 150 ms before it fades in.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-busy="true"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
    >
      <div className="h-full w-4/5 bg-sand-200 opacity-100 shadow-[0_0_8px_var(--color-sand-200)] transition-[width,opacity] delay-150 duration-[2500ms] ease-out starting:w-0 starting:opacity-0" />
    </div>
  );
}

/** What the page area shows while the first page's code loads (shaped like a page heading and cards). */
export function PageLoading() {
  return (
    <div aria-busy="true" aria-label="Loading page" role="status" className="space-y-6">
      <Skeleton className="h-8 w-2/3 max-w-md" />
      <Skeleton className="h-4 w-full max-w-xl" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-64 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
