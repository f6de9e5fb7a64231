import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { PlanPage } from '@/features/plan';

/** The map of a plan's beaches: its code (and the list of beaches it reads) loads with a plan. */
const PlanMap = lazy(() => import('./plan-map'));

/** The map's place while its code and the list of beaches load. */
const mapLoading = <Skeleton className="h-80 w-full rounded-2xl lg:h-[32rem]" />;

/** /plan: where the dog can walk on a chosen day, from a chosen place. */
export function PlanRoute() {
  return (
    <PlanPage
      map={(results) => (
        <Suspense fallback={mapLoading}>
          <PlanMap results={results} loading={mapLoading} />
        </Suspense>
      )}
    />
  );
}
