import { Camera, HeartHandshake, MessageSquare } from 'lucide-react';
import { DetailCard } from '@/components/ui/detail-card';

interface ContributionsCardProps {
  /** Undefined while loading. */
  photos: number | undefined;
  feedback: number | undefined;
}

function Count({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number | undefined;
  icon: typeof Camera;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-sea-50 p-4">
      <Icon aria-hidden="true" className="size-6 text-sea-600" />
      <dl>
        <dt className="text-sm text-ink-muted">{label}</dt>
        <dd className="text-2xl font-bold">{value ?? '–'}</dd>
      </dl>
    </div>
  );
}

/** What the user has shared, with a welcome when nothing yet and thanks when something. */
export function ContributionsCard({ photos, feedback }: ContributionsCardProps) {
  const known = photos !== undefined && feedback !== undefined;
  const total = (photos ?? 0) + (feedback ?? 0);
  return (
    <DetailCard title="Your contributions" icon={HeartHandshake}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Count label="Photos Shared" value={photos} icon={Camera} />
        <Count label="Feedback Given" value={feedback} icon={MessageSquare} />
      </div>
      {known && (
        <p className="mt-4 text-ink-muted">
          {total === 0
            ? 'Welcome! Share a photo or a few words about a beach you have visited with your dog: it helps the next owner decide where to go.'
            : `Thank you for your ${total === 1 ? 'contribution' : `${total} contributions`}: you are helping other dog owners find the right beach.`}
        </p>
      )}
    </DetailCard>
  );
}
