import { Heart, Trash2, Waves } from 'lucide-react';
import { Link } from 'react-router';
import type { Favorite } from '@shared/favorites';
import { londonDate, type LocalDate } from '@shared/london-time';
import type { TideEntry } from '@shared/tides';
import { Button } from '@/components/ui/button';
import { DetailCard } from '@/components/ui/detail-card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { DogStatusBadge } from '@/features/beaches';
import {
  FavoriteNoteForm,
  useFavoriteAlerts,
  useMyFavorites,
  useRemoveFavorite,
} from '@/features/favorites';
import { useNow, WeekendView } from '@/features/tides';
import { toast } from '@/lib/toast';
import { formatLondonDay, weekdayName } from '@shared/english-dates';
import { formatLondonTime } from '@shared/time-of-day';
import { failureToast } from '@/lib/outcome-toasts';

const shortWeekday = (date: LocalDate) => weekdayName(date, 'short');

/** "Next low tide Tue 2:32pm, 0.8 m", in the site's one time style. */
export const nextLowTideText = (tide: TideEntry | null) =>
  tide
    ? `Next low tide ${formatLondonDay(tide.time, shortWeekday)} ${formatLondonTime(tide.time)}, ${tide.height.toFixed(1)} m`
    : 'No tide times for this beach';

/** The switch for a favourite's rule-change e-mails; it shows the saved state, not a guess. */
function FavoriteAlerts({ favorite }: { favorite: Favorite }) {
  const alerts = useFavoriteAlerts();
  const id = `alerts-${favorite.beachId}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="size-5 shrink-0 rounded accent-sea-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500"
          checked={favorite.alertsEnabled ?? false}
          disabled={alerts.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) =>
            alerts.mutate(
              { beachId: favorite.beachId, enabled: event.target.checked },
              {
                onError: (error) =>
                  failureToast('Could not change your e-mails', error, 'Please try again.'),
              },
            )
          }
        />
        E-mail me when the dog rules change
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted" aria-live="polite">
        {alerts.isPending
          ? 'Saving...'
          : alerts.isError
            ? 'Not saved: please try again.'
            : '3 days before a seasonal ban starts or ends, and when we update the rules.'}
      </p>
    </div>
  );
}

function FavoriteItem({ favorite, today }: { favorite: Favorite; today: string }) {
  const remove = useRemoveFavorite();
  const { beach } = favorite;
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0" data-testid="my-beach">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <Link
            to={`/beach/${encodeURIComponent(beach.slug)}`}
            className="text-lg font-semibold text-sea-700 underline underline-offset-4"
          >
            {beach.name}
          </Link>
          <p className="text-sm text-ink-muted">{beach.location}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${beach.name}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(favorite.beachId, {
              onSuccess: () => toast({ title: `${beach.name} removed from My beaches` }),
              onError: (error) =>
                failureToast('Could not remove the beach', error, 'Please try again.'),
            })
          }
        >
          <Trash2 aria-hidden="true" className="size-4" /> Remove
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <DogStatusBadge status={beach.dogStatus} />
        <p className="flex items-center gap-1.5 text-sm">
          <Waves aria-hidden="true" className="size-4 text-sea-600" />
          {nextLowTideText(favorite.nextLowTide)}
        </p>
      </div>
      <WeekendView identifier={beach.slug} beachName={beach.name} today={today} />
      <FavoriteAlerts favorite={favorite} />
      <FavoriteNoteForm favorite={favorite} label={`Private note for ${beach.name}`} />
    </li>
  );
}

/**
 * The profile's "My beaches": saved beaches with today's dog status, next low tide, the coming
 * weekend's walks and a note.
 */
export function MyBeaches() {
  const favorites = useMyFavorites(true);
  // Each minute, so a page left open moves on to the next weekend.
  const today = londonDate(useNow(60_000));
  return (
    <DetailCard title="My beaches" icon={Heart}>
      {favorites.isPending ? (
        <div role="status" aria-label="Loading your beaches" className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : favorites.isError ? (
        <LoadError
          text="Your beaches could not be loaded."
          onRetry={() => void favorites.refetch()}
        />
      ) : favorites.data.length === 0 ? (
        <EmptyState
          title="No saved beaches yet"
          text="Tap the heart on any beach to keep it here, with today's dog rules and the next low tide."
        />
      ) : (
        <ul className="divide-y divide-line">
          {favorites.data.map((favorite) => (
            <FavoriteItem key={favorite.beachId} favorite={favorite} today={today} />
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
