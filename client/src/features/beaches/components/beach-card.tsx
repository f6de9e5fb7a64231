import { ArrowRight, MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { Beach } from '@shared/beaches';
import { FavoriteButton } from '@/features/favorites';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import {
  formatBeachType,
  formatCharacteristic,
  formatRating,
  formatReviewCount,
  parseCharacteristics,
} from '@/lib/format';
import { AccessBadge } from './access-badge';
import { AmenityIcons } from './amenity-icons';
import { DistanceAway } from './distance-away';
import { CardPicture } from './beach-picture';
import { dogDayLine, DogStatusBadge } from './dog-status-badge';

/** A card shows this many feature badges, then "+N more", to keep it calm. */
const maxFeatureBadges = 3;

/** Opens the beach by slug, or by id when it has none. */
export const beachHref = (beach: Pick<Beach, 'id' | 'slug'>) =>
  `/beach/${encodeURIComponent(beach.slug || String(beach.id))}`;

export function Rating({
  averageRating,
  totalReviews,
}: Pick<Beach, 'averageRating' | 'totalReviews'>) {
  const filled = Math.round(averageRating);
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <span aria-hidden="true" className="flex">
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            className={cn(
              'size-4',
              index < filled ? 'fill-amber-400 text-amber-500' : 'fill-line text-line',
            )}
          />
        ))}
      </span>
      <span className="sr-only">Rated {formatRating(averageRating)} out of 5,</span>
      <span aria-hidden="true" className="font-semibold text-ink">
        {formatRating(averageRating)}
      </span>
      <span className="text-ink-muted">({formatReviewCount(totalReviews)})</span>
    </p>
  );
}

/**
 * A beach in a list (docs/product.md, "Beach card"): picture with the access badge, name, area,
 * today's dog status, type and feature badges, up to 4 amenity icons, a clamped description, the
 * rating when there is one, and View Details. A list's compact row is `list/beach-row.tsx`.
 */
export function BeachCard({
  beach,
  distanceMiles,
  dogDay,
}: {
  beach: Beach;
  /** The list's chosen day (YYYY-MM-DD): the dog status then speaks of it instead of today. */
  dogDay?: string | null;
  /** Straight-line miles from the list's location (Near me or a typed place), when one is set. */
  distanceMiles?: number;
}) {
  const href = beachHref(beach);
  const features = parseCharacteristics(beach.beachCharacteristics);
  const shownFeatures = features.slice(0, maxFeatureBadges);
  const hiddenFeatures = features.length - shownFeatures.length;

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow duration-200 hover:shadow-md">
      <div className="relative aspect-[16/10] w-full shrink-0 bg-sea-100">
        <CardPicture beach={beach} href={href} sizes="(min-width: 640px) 400px, 100vw" />
        <AccessBadge accessType={beach.accessType} overlay className="absolute top-2 left-2" />
        <FavoriteButton beach={beach} className="absolute top-2 right-2" />
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-2.5 p-4">
        <div>
          <h3 className="text-lg leading-snug font-semibold text-ink">{beach.name}</h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{beach.location}</span>
          </p>
          {distanceMiles !== undefined && (
            <DistanceAway
              as="p"
              miles={distanceMiles}
              className="mt-0.5 flex items-center gap-1 text-sm font-medium text-sea-800"
              iconClassName="size-4 shrink-0"
            />
          )}
        </div>

        <div className="flex flex-col items-start gap-2.5">
          <DogStatusBadge
            status={beach.dogStatus}
            day={dogDay ? dogDayLine(beach, dogDay) : null}
          />
          <ul aria-label="Beach type and features" className="flex flex-wrap gap-1.5">
            <li>
              <Badge tone="sea">{formatBeachType(beach.beachType)}</Badge>
            </li>
            {shownFeatures.map((feature) => (
              <li key={feature}>
                <Badge tone="sand">{formatCharacteristic(feature)}</Badge>
              </li>
            ))}
            {hiddenFeatures > 0 && (
              <li>
                <Badge
                  tone="neutral"
                  title={features.slice(shownFeatures.length).map(formatCharacteristic).join(', ')}
                >
                  +{hiddenFeatures} more
                </Badge>
              </li>
            )}
          </ul>
        </div>

        <AmenityIcons beach={beach} />

        {beach.description && (
          <p className="line-clamp-2 text-sm text-ink-muted">{beach.description}</p>
        )}

        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-1">
          {beach.averageRating > 0 && <Rating {...beach} />}
          <Link
            to={href}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'ml-auto' })}
          >
            View Details
            <span className="sr-only"> of {beach.name}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
