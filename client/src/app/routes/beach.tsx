import { useDeferredValue, useEffect } from 'react';
import { useParams } from 'react-router';
import { usePageSubtitle } from '@/components/layout/page-subtitle';
import { ApiError } from '@/lib/api-client';
import { PageTitle } from '@/lib/page-title';
import { useBeach } from '@/features/beaches/api/get-beach';
import { BeachDetail } from '@/features/beaches/components/detail/beach-detail';
import { BeachDetailSkeleton } from '@/features/beaches/components/detail/beach-detail-skeleton';
import { BeachNotFound } from '@/features/beaches/components/detail/beach-not-found';

/** /beach/{identifier}: a beach by slug or id. */
export function BeachRoute() {
  const { identifier = '' } = useParams();
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
      <BeachDetail beach={shown} />
    </>
  );
}
