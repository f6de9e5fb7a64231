import { useDeferredValue, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { beachPageDay } from '@shared/list-day';
import { usePageSubtitle } from '@/components/layout/page-subtitle';
import { ApiError } from '@/lib/api-client';
import { PageTitle } from '@/lib/page-title';
import { useBeach } from '@/features/beaches/api/get-beach';
import { BeachDetail } from '@/features/beaches/components/detail/beach-detail';
import { BeachDetailSkeleton } from '@/features/beaches/components/detail/beach-detail-skeleton';
import { BeachNotFound } from '@/features/beaches/components/detail/beach-not-found';
import { londonDate } from '@shared/london-time';
import { useNow } from '@/features/tides';

/**
 * /beach/{identifier}: a beach by slug or id, on today or on the day `?date=YYYY-MM-DD` names
 * (today to a year ahead), so a plan for a day can be bookmarked and shared.
 */
export function BeachRoute() {
  const { identifier = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const today = londonDate(useNow(60_000));
  const date = beachPageDay(params.get('date')) ?? today;
  const setDate = (next: string) =>
    setParams(next === today ? {} : { date: next }, { preventScrollReset: true });
  const beach = useBeach(identifier);
  usePageSubtitle(beach.data?.name);
  // The page is rendered as a transition, in slices between which the phone stays responsive;
  // until then (and never with another beach's response) its loading outline shows.
  const deferred = useDeferredValue(beach.data);
  const shown = deferred && deferred.id === beach.data?.id ? deferred : undefined;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [identifier]);

  if (beach.isError) {
    // A missing beach is final; a failed fetch (offline in the car park) can be tried again.
    const missing = beach.error instanceof ApiError && beach.error.status === 404;
    return <BeachNotFound onRetry={missing ? undefined : () => void beach.refetch()} />;
  }
  if (!shown) {
    return (
      <>
        <PageTitle title="Loading beach" />
        <BeachDetailSkeleton />
      </>
    );
  }
  return (
    <>
      <PageTitle title={shown.name} />
      <BeachDetail beach={shown} date={date} today={today} onDate={setDate} />
    </>
  );
}
