import { RefreshCw, Waves } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTides, useTideStation } from '../api/get-tides';
import { useNow } from '../hooks/use-now';
import { londonDate } from '@shared/london-time';
import { nextDate } from '../lib/london-clock';
import { allPast, maxTideEntries, nextTide } from '../lib/next-tide';
import { NextTideCountdown } from './next-tide-countdown';
import { TideCredit } from './tide-credit';
import { TideList } from './tide-list';

interface TideCardProps {
  latitude: string | null;
  longitude: string | null;
}

/** Today's tides at a beach, the next one with a ticking countdown, and where they come from. */
export function TideCard({ latitude, longitude }: TideCardProps) {
  const now = useNow();
  const located = Boolean(latitude && longitude);
  const lat = latitude ?? '';
  const lng = longitude ?? '';
  const today = londonDate(now);
  const tides = useTides(lat, lng, today, { enabled: located });
  // After the day's last tide the countdown runs to tomorrow's first one.
  const needTomorrow = located && tides.isSuccess && allPast(tides.data, now);
  const tomorrow = useTides(lat, lng, nextDate(today), { enabled: needTomorrow });
  const station = useTideStation(lat, lng, { enabled: located });

  const next = tides.isSuccess ? nextTide(tides.data, tomorrow.data ?? [], now) : null;

  return (
    <section
      aria-labelledby="tide-card-heading"
      className="@container space-y-3 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <h2 id="tide-card-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Waves aria-hidden="true" className="size-5 text-sea-600" />
        Tides today
      </h2>
      {!located || tides.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-ink-muted">Tide data unavailable for this location</p>
          {located && (
            <Button type="button" variant="secondary" onClick={() => void tides.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" /> Retry
            </Button>
          )}
        </div>
      ) : tides.isPending ? (
        <div aria-label="Loading tides" className="space-y-2">
          <Skeleton className="h-20 w-full rounded-xl" />
          <div className="grid grid-cols-2 gap-2 @md:grid-cols-4">
            {Array.from({ length: maxTideEntries }, (_, index) => (
              <Skeleton key={index} className="h-20 rounded-xl" />
            ))}
          </div>
        </div>
      ) : tides.data.length === 0 ? (
        <p className="text-ink-muted">No tide data available for this date</p>
      ) : (
        <>
          {next && (
            <NextTideCountdown tide={next} now={now} tomorrow={!tides.data.includes(next)} />
          )}
          <TideList tides={tides.data} next={next} now={now} />
        </>
      )}
      <TideCredit station={station.data} />
    </section>
  );
}
