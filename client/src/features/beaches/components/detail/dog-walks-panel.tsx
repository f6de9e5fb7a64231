import { Footprints } from 'lucide-react';
import type { ReactNode } from 'react';
import { DetailCard } from './detail-card';

/**
 * The Dog Walks tab: the walking-routes panel of the community issue goes in `children`; until
 * then it shows the panel's empty text.
 */
export function DogWalksPanel({ children }: { children?: ReactNode }) {
  return (
    <DetailCard title="Dog Walks" icon={Footprints}>
      {children ?? (
        <p className="rounded-xl bg-sand-50 px-4 py-6 text-center text-ink-muted">
          No walking routes submitted yet for this beach.
        </p>
      )}
    </DetailCard>
  );
}
