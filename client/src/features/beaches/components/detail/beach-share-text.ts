import type { Beach } from '@shared/beaches';
import { accessLabel } from '../access-badge';
import { formatReviewCount } from '@/lib/format';
import { ratingTileText } from './beach-facts';

/** The shared text: name, location, access type, rating out of 5 and review count. */
export function beachShareText(
  beach: Pick<Beach, 'name' | 'location' | 'accessType' | 'averageRating' | 'totalReviews'>,
): string {
  return (
    `${beach.name}, ${beach.location}: ${accessLabel(beach.accessType)} for dogs. ` +
    `Rating ${ratingTileText(beach.averageRating)} (${formatReviewCount(beach.totalReviews)}).`
  );
}

export const beachPath = (slug: string) => `/beach/${encodeURIComponent(slug)}`;
