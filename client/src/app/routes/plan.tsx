import { useMemo } from 'react';
import type { Beach } from '@shared/beaches';
import type { PlanResult } from '@shared/plan';
import { Skeleton } from '@/components/ui/skeleton';
import { useBeaches } from '@/features/beaches/api/get-beaches';
import { BeachesMap } from '@/features/map';
import { PlanPage } from '@/features/plan';

/**
 * The plan's beaches on the site's beach map (Leaflet loads in a chunk of its own, after the
 * page; without tiles the map's own fallback shows), in the plan's order.
 */
function PlanMap({ results }: { results: PlanResult[] }) {
  const beaches = useBeaches();
  const shown = useMemo(() => {
    const byId = new Map(beaches.data?.map((beach) => [beach.id, beach]));
    return results.flatMap((result): Beach[] => {
      const beach = byId.get(result.beach.id);
      return beach ? [beach] : [];
    });
  }, [beaches.data, results]);
  if (!beaches.data) {
    return beaches.isError ? null : <Skeleton className="h-80 w-full rounded-2xl lg:h-[32rem]" />;
  }
  return <BeachesMap beaches={shown} className="h-80 lg:h-[32rem]" />;
}

/** /plan: where the dog can walk on a chosen day, from a chosen place. */
export function PlanRoute() {
  return <PlanPage map={(results) => <PlanMap results={results} />} />;
}
