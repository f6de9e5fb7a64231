import { CheckCircle2, Clock, Footprints } from 'lucide-react';
import { formatDuration, type MyWalkingRoute } from '@shared/walks';
import { Badge } from '@/components/ui/badge';
import { ContributionItem, madeAtABeach } from '@/components/ui/contribution-item';
import { OwnListCard } from '@/components/ui/own-list-card';
import { useMyWalks } from '../api/my-walks';

/** Pending approval (not shown on the beach page yet) or Live, in a word and an icon. */
function WalkState({ route }: { route: MyWalkingRoute }) {
  return route.isApproved ? (
    <Badge tone="allowed" icon={<CheckCircle2 aria-hidden="true" className="size-3.5" />}>
      Live
    </Badge>
  ) : (
    <Badge tone="seasonal" icon={<Clock aria-hidden="true" className="size-3.5" />}>
      Pending approval
    </Badge>
  );
}

/** 'My Walking Routes (n)' on the profile: the routes the member submitted, approved or not. */
export function MyWalks() {
  const routes = useMyWalks();
  return (
    <OwnListCard
      id="my-walks"
      title="My Walking Routes"
      icon={Footprints}
      query={routes}
      errorText="Your walking routes could not be loaded."
      empty={madeAtABeach('You have not submitted a walking route yet.')}
      renderItem={(route) => (
        <ContributionItem beach={route} at={route.createdAt} status={<WalkState route={route} />}>
          <p className="font-semibold">{route.routeName}</p>
          <p className="text-sm text-ink-muted">
            {route.distanceKm.toFixed(1)} km · {formatDuration(route.estimatedDuration)} ·{' '}
            <span className="capitalize">{route.difficulty}</span>
          </p>
          {!route.isApproved && (
            <p className="text-sm text-ink-muted">
              It will show on the beach page once an administrator approves it.
            </p>
          )}
        </ContributionItem>
      )}
    />
  );
}
