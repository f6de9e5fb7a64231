import { Skeleton } from '@/components/ui/skeleton';

/** The plan's answer while it is fetched (or while the code that draws it loads). */
export function PlanResultsLoading() {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">Finding beaches…</span>
      <Skeleton className="h-7 w-2/3" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-44 w-full rounded-2xl" />
      ))}
    </div>
  );
}
