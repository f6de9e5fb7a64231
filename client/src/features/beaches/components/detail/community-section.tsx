import { Camera, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { DetailCard } from '@/components/ui/detail-card';

export type CommunityDialog = 'photos' | 'feedback';

/** Where the Share Your Experience buttons scroll to. */
export const communitySectionId = (kind: CommunityDialog) => `community-${kind}`;

interface CommunitySectionProps {
  beachName: string;
  /** The community issue's photo grid; until then, the empty state. */
  photos?: ReactNode;
  /** The community issue's feedback list; until then, the empty state. */
  feedback?: ReactNode;
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-xl bg-sand-50 px-4 py-6 text-center">
      <p className="font-semibold">{title}</p>
      <p className="text-ink-muted">{text}</p>
    </div>
  );
}

/** Community photos and feedback (community-and-admin.md §2): the slots the community issue fills. */
export function CommunitySection({ beachName, photos, feedback }: CommunitySectionProps) {
  return (
    <div className="space-y-4">
      <DetailCard id={communitySectionId('photos')} title="Community Photos" icon={Camera}>
        {photos ?? (
          <EmptyState
            title="No photos yet"
            text={`Be the first to share a photo of ${beachName}!`}
          />
        )}
      </DetailCard>
      <DetailCard
        id={communitySectionId('feedback')}
        title="Community Feedback"
        icon={MessagesSquare}
      >
        {feedback ?? (
          <EmptyState
            title="No feedback yet"
            text="Share your experience to help other visitors!"
          />
        )}
      </DetailCard>
    </div>
  );
}
