import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';

const card = 'rounded-2xl border border-line bg-white p-4 space-y-3';

/** The beach page while it loads, shaped like the page: banner, status, two columns of cards. */
export function BeachDetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading beach" className="space-y-6">
      <Skeleton className="h-11 w-40" />
      <Skeleton className="h-56 rounded-2xl sm:h-72 lg:h-80" />
      <SkeletonBars className={card} bars={['h-10 w-64 rounded-full', 'h-5 w-3/4']} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          {[0, 1, 2].map((index) => (
            <SkeletonBars key={index} className={card} bars={['h-6 w-1/2', 'h-20 w-full']} />
          ))}
        </div>
        <div className="space-y-6 lg:col-span-2">
          <SkeletonBars className={card} bars={['h-6 w-1/3', 'h-28 w-full']} />
          <Skeleton className="h-11 w-full" />
          <SkeletonBars
            className={card}
            bars={['h-6 w-1/4', 'h-4 w-full', 'h-4 w-full', 'h-4 w-2/3']}
          />
        </div>
      </div>
    </div>
  );
}
