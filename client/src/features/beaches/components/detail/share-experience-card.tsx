import { Camera, MessageSquarePlus, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { communitySectionId, type CommunityDialog } from './community-section';
import { DetailCard } from '@/components/ui/detail-card';

/** The dialog opens 500 ms after the scroll to its section starts. */
export const communityDialogDelayMs = 500;

interface ShareExperienceCardProps {
  /** Opens the community section's photo or feedback dialog. */
  onOpenDialog?: (kind: CommunityDialog) => void;
}

/** For signed-in users: jump to the community section and open the matching dialog. */
export function ShareExperienceCard({ onOpenDialog }: ShareExperienceCardProps) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = (kind: CommunityDialog) => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(communitySectionId(kind))
      ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onOpenDialog?.(kind), communityDialogDelayMs);
  };

  return (
    <DetailCard title="Share Your Experience" icon={Sparkles}>
      <p className="mb-3 text-ink-muted">
        Been here with your dog? Your photos and tips help the next visitor.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => start('photos')}>
          <Camera aria-hidden="true" className="size-4" /> Share Photos
        </Button>
        <Button type="button" variant="secondary" onClick={() => start('feedback')}>
          <MessageSquarePlus aria-hidden="true" className="size-4" /> Leave Feedback
        </Button>
      </div>
    </DetailCard>
  );
}
