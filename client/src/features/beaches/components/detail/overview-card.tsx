import { Info } from 'lucide-react';
import type { Beach } from '@shared/beaches';
import { accessLabel } from '../access-badge';
import { formatReviewCount } from '@/lib/format';
import { ratingSummaryText, ratingTileText } from './beach-facts';
import { DetailCard } from '@/components/ui/detail-card';
import { RichDescription } from './rich-description';
import { StarRating } from '@/components/ui/star-rating';

type OverviewBeach = Pick<
  Beach,
  'description' | 'averageRating' | 'totalReviews' | 'accessType' | 'location'
>;

/** The Overview: stars and review count, the description, and four tiles of key facts. */
export function OverviewCard({ beach }: { beach: OverviewBeach }) {
  const tiles = [
    { label: 'Rating', value: ratingTileText(beach.averageRating) },
    { label: 'Reviews', value: String(beach.totalReviews) },
    { label: 'Access', value: accessLabel(beach.accessType) },
    { label: 'Location', value: beach.location },
  ];
  return (
    <DetailCard title="Overview" icon={Info}>
      <p className="mb-3 flex flex-wrap items-center gap-2 text-ink-muted">
        <StarRating rating={beach.averageRating} />
        <span className="font-medium text-ink">{ratingSummaryText(beach.averageRating)}</span>
        <span>({formatReviewCount(beach.totalReviews)})</span>
      </p>
      <RichDescription text={beach.description} className="text-ink" />
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl bg-sand-50 px-3 py-2">
            <dt className="text-sm text-ink-muted">{tile.label}</dt>
            <dd className="font-semibold text-ink">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </DetailCard>
  );
}
