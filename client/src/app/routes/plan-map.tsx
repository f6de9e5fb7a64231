import { useMemo, type ReactNode } from 'react';
import type { Beach } from '@shared/beaches';
import type { PlanResult } from '@shared/plan';
import { useBeaches } from '@/features/beaches/api/get-beaches';
import { BeachesMap } from '@/features/map';

/**
 * The plan's beaches on the site's beach map (Leaflet loads in a chunk of its own, after the
 * page; without tiles the map's own fallback shows), in the plan's order.
 */
export default function PlanMap({
  results,
  loading,
}: {
  results: PlanResult[];
  /** Shown while the list of beaches loads. */
  loading: ReactNode;
}) {
  const beaches = useBeaches();
  const shown = useMemo(() => {
    const byId = new Map(beaches.data?.map((beach) => [beach.id, beach]));
    return results.flatMap((result): Beach[] => {
      const beach = byId.get(result.beach.id);
      return beach ? [beach] : [];
    });
  }, [beaches.data, results]);
  if (!beaches.data) return beaches.isError ? null : loading;
  return <BeachesMap beaches={shown} className="h-80 lg:h-[32rem]" />;
}
