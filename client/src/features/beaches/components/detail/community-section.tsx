import { Camera, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { DetailCard } from '@/components/ui/detail-card';

export type CommunityDialog = 'photos' | 'feedback';

/** Where the Share Your Experience buttons scroll to. */
export const communitySectionId = (kind: CommunityDialog) => `community-${kind}`;

interface CommunitySectionProps {
  /** The photo grid (with its own empty state). */
  photos: ReactNode;
  /** The feedback list (with its own empty state). */
  feedback: ReactNode;
}

/** Community photos and feedback, where the Share Your Experience buttons lead. */
export function CommunitySection({ photos, feedback }: CommunitySectionProps) {
  return (
    <div className="space-y-4">
      <DetailCard id={communitySectionId('photos')} title="Community Photos" icon={Camera}>
        {photos}
      </DetailCard>
      <DetailCard
        id={communitySectionId('feedback')}
        title="Community Feedback"
        icon={MessagesSquare}
      >
        {feedback}
      </DetailCard>
    </div>
  );
}
