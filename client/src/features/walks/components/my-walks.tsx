import { CheckCircle2, Clock, Footprints } from 'lucide-react';
import { formatDuration } from '@shared/walks';
import { MyContributionList } from '@/components/ui/my-contribution-list';
import { StateBadge, type BadgeState } from '@/components/ui/state-badge';
import { useMyWalks } from '../api/my-walks';

/** Live on the beach page, or pending an administrator's approval. */
const live: BadgeState = { tone: 'allowed', icon: CheckCircle2, label: 'Live' };
const pending: BadgeState = { tone: 'seasonal', icon: Clock, label: 'Pending approval' };

/** 'My Walking Routes (n)' on the profile: the routes the member submitted, approved or not. */
export function MyWalks() {
  const routes = useMyWalks();
  return (
    <MyContributionList
      id="my-walks"
      title="My Walking Routes"
      icon={Footprints}
      query={routes}
      none="You have not submitted a walking route yet."
      status={(route) => <StateBadge {...(route.isApproved ? live : pending)} />}
    >
      {(route) => (
        <>
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
        </>
      )}
    </MyContributionList>
  );
}
