import { Droplets } from 'lucide-react';
import { cn, inlineTapTarget } from '@/components/ui/class-names';
import type { BathingWater } from '@shared/beaches';
import { DetailCard } from '@/components/ui/detail-card';
import { NewTabLink } from '@/components/ui/new-tab-link';

const classificationClasses: Record<NonNullable<BathingWater['classification']>, string> = {
  Excellent: 'bg-allowed-bg text-allowed',
  Good: 'bg-allowed-bg text-allowed',
  Sufficient: 'bg-sand-50 text-ink',
  Poor: 'bg-banned-bg text-banned',
};

/**
 * The Environment Agency's annual classification of the designated bathing water at the beach,
 * with its year and a link to the EA profile (owners of dogs that swim ask about it).
 */
export function BathingWaterCard({ bathingWater }: { bathingWater: BathingWater }) {
  const { classification, year } = bathingWater;
  return (
    <DetailCard title="Bathing water quality" icon={Droplets}>
      {classification && year ? (
        <p>
          <span
            className={`mr-2 inline-block rounded-full px-3 py-1 font-semibold ${classificationClasses[classification]}`}
          >
            {classification}
          </span>
          Environment Agency classification for {year}
          {bathingWater.source && (
            <span className="block text-sm text-ink-muted">
              As reported in: {bathingWater.source}
            </span>
          )}
        </p>
      ) : (
        <p>
          A designated bathing water. Its latest classification is not known here: see the
          Environment Agency profile.
        </p>
      )}
      <p className="mt-2 text-sm text-ink-muted">
        {bathingWater.name}, sampled by the Environment Agency from May to September.{' '}
        <NewTabLink
          href={bathingWater.profileUrl}
          className={cn(inlineTapTarget, 'font-medium text-sea-700 underline')}
        >
          Environment Agency profile
        </NewTabLink>
      </p>
    </DetailCard>
  );
}
