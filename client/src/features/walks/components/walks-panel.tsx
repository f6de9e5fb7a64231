import { Clock, Footprints, MapPin, Plus, Route, ShieldAlert, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDuration, type WalkingRoute } from '@shared/walks';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { DetailCard } from '@/components/ui/detail-card';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { signInHref, useUser } from '@/features/auth/session';
import { useWalks } from '../api/walks';
import { lazyWhenOpen } from '@/components/ui/lazy-when-open';

const SubmitWalkDialog = lazyWhenOpen(() =>
  import('./submit-walk-dialog').then((module) => module.SubmitWalkDialog),
);
const RateWalkDialog = lazyWhenOpen(
  () => import('./rate-walk-dialog').then((module) => module.RateWalkDialog),
  (props) => props.route !== null,
);

const difficultyStyles: Record<WalkingRoute['difficulty'], string> = {
  easy: 'bg-allowed-bg text-allowed',
  moderate: 'bg-seasonal-bg text-seasonal',
  challenging: 'bg-banned-bg text-banned',
};

function WalkCard({ route, onRate }: { route: WalkingRoute; onRate: () => void }) {
  return (
    <article className="space-y-2 rounded-xl border border-line p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">{route.routeName}</h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold capitalize ${difficultyStyles[route.difficulty]}`}
        >
          {route.difficulty}
        </span>
      </header>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
        <li className="flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" /> {formatDuration(route.estimatedDuration)}
        </li>
        <li className="flex items-center gap-1">
          <Route aria-hidden="true" className="size-4" /> {route.distanceKm.toFixed(1)} km
        </li>
        <li className="flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4" /> Start: {route.startingPoint}
        </li>
      </ul>
      <p className="whitespace-pre-line">{route.description}</p>
      {route.highlights && (
        <p className="flex gap-2">
          <Sparkles aria-hidden="true" className="mt-1 size-4 shrink-0 text-sea-600" />
          <span>
            <strong>Highlights:</strong> {route.highlights}
          </span>
        </p>
      )}
      {route.routeNotes && (
        <p className="flex gap-2">
          <ShieldAlert aria-hidden="true" className="mt-1 size-4 shrink-0 text-seasonal" />
          <span>
            <strong>Safety notes:</strong> {route.routeNotes}
          </span>
        </p>
      )}
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2">
        <span className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <StarRating rating={route.averageRating} size="size-4" />
          {route.totalRatings > 0
            ? `${route.averageRating.toFixed(1)} (${route.totalRatings} ${route.totalRatings === 1 ? 'rating' : 'ratings'})`
            : 'No ratings yet'}
          <span>· Shared by {route.submittedBy}</span>
        </span>
        <Button variant="secondary" size="sm" onClick={onRate}>
          Rate Route
        </Button>
      </footer>
    </article>
  );
}

/** The Dog Walks tab: approved routes, Submit Route for verified users, Rate Route for anyone. */
export function WalksPanel({ beachId, beachName }: { beachId: number; beachName: string }) {
  const { pathname, search } = useLocation();
  const user = useUser();
  const walks = useWalks(beachId);
  const [submitting, setSubmitting] = useState(false);
  const [rating, setRating] = useState<WalkingRoute | null>(null);
  // A new route waits for approval: without this the list the user just added to looks empty.
  const [submitted, setSubmitted] = useState(false);
  const pendingNote = 'Thanks: your route will show here once it is approved.';

  const action = !user.data ? (
    <Link to={signInHref(pathname, search)} className={buttonClasses({ size: 'sm' })}>
      Login to Submit Route
    </Link>
  ) : user.data.emailVerified ? (
    <Button size="sm" onClick={() => setSubmitting(true)}>
      <Plus aria-hidden="true" className="size-4" /> Submit Route
    </Button>
  ) : null;

  return (
    <DetailCard title="Dog Walks" icon={Footprints} aside={action}>
      {user.data && !user.data.emailVerified && (
        <p className="mb-3 rounded-xl bg-seasonal-bg p-3">
          Verify your email address to submit a walking route.
        </p>
      )}
      {walks.isPending ? (
        <div aria-label="Loading walking routes" className="space-y-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : walks.isError ? (
        <LoadError
          text="The walking routes could not be loaded."
          onRetry={() => void walks.refetch()}
        />
      ) : walks.data.length === 0 ? (
        <p className="rounded-xl bg-sand-50 px-4 py-6 text-center text-ink-muted">
          {submitted ? pendingNote : 'No walking routes submitted yet for this beach.'}
        </p>
      ) : (
        <>
          {submitted && <p className="mb-3 text-ink-muted">{pendingNote}</p>}
          <ul className="space-y-3">
            {walks.data.map((route) => (
              <li key={route.id}>
                <WalkCard route={route} onRate={() => setRating(route)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {user.data && (
        <SubmitWalkDialog
          beachId={beachId}
          beachName={beachName}
          user={user.data}
          open={submitting}
          onOpenChange={setSubmitting}
          onSubmitted={() => setSubmitted(true)}
        />
      )}
      <RateWalkDialog
        key={rating?.id ?? 'none'}
        route={rating}
        user={user.data ?? null}
        onClose={() => setRating(null)}
      />
    </DetailCard>
  );
}
