import {
  Camera,
  Flag,
  HeartHandshake,
  MapPinCheck,
  MessageSquare,
  Route,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { contributionKinds, contributionTotal, type ContributionKind } from '@shared/profile';
import { DetailCard } from '@/components/ui/detail-card';
import { LoadError } from '@/components/ui/load-error';
import { useMyContributions } from '../api/contributions';

/** Each kind's tile, in the order of `contributionKinds`. */
const tiles: Record<ContributionKind, { label: string; icon: LucideIcon }> = {
  reviews: { label: 'Reviews Written', icon: Star },
  checkins: { label: 'Check-ins Made', icon: MapPinCheck },
  ruleReports: { label: 'Rule Reports Sent', icon: Flag },
  walks: { label: 'Routes Submitted', icon: Route },
  feedback: { label: 'Feedback Given', icon: MessageSquare },
  photos: { label: 'Photos Shared', icon: Camera },
};

function Count({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-sea-50 p-4">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-sea-600" />
      <dl>
        <dt className="text-sm text-ink-muted">{label}</dt>
        <dd className="text-2xl font-bold">{value ?? '–'}</dd>
      </dl>
    </div>
  );
}

/**
 * What the member has contributed, counted per kind by one call, with a welcome when nothing yet
 * and thanks when something.
 */
export function ContributionsCard() {
  const counts = useMyContributions();
  return (
    <DetailCard title="Your contributions" icon={HeartHandshake}>
      {counts.isError ? (
        <LoadError
          text="Your contributions could not be counted."
          onRetry={() => void counts.refetch()}
        />
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy={counts.isPending}>
          {contributionKinds.map((kind) => (
            <Count key={kind} {...tiles[kind]} value={counts.data?.[kind]} />
          ))}
        </div>
      )}
      {counts.data && <Thanks total={contributionTotal(counts.data)} />}
    </DetailCard>
  );
}

function Thanks({ total }: { total: number }) {
  return (
    <p className="mt-4 text-ink-muted">
      {total === 0
        ? 'Welcome! Share a photo or a few words about a beach you have visited with your dog: it helps the next owner decide where to go.'
        : `Thank you for your ${total === 1 ? 'contribution' : `${total} contributions`}: you are helping other dog owners find the right beach.`}
    </p>
  );
}
