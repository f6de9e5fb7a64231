import { Info, MapPin, Navigation, Star } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { PlottedBeach } from '../lib/coordinates';
import { beachPath, directionsUrl } from '../lib/map-links';
import { AccessTag } from './access-tag';

function RatingLine({ rating, reviews }: { rating: number; reviews: number }) {
  if (reviews === 0 && rating <= 0) return <p className="text-sm text-ink-muted">No reviews yet</p>;
  return (
    <p className="flex items-center gap-1 text-sm text-ink">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span>
        <span className="font-semibold">{rating > 0 ? rating.toFixed(1) : 'No rating'}</span>
        {rating > 0 && <span className="sr-only"> out of 5</span>}
        <span className="text-ink-muted">
          {' '}
          ({reviews} {reviews === 1 ? 'review' : 'reviews'})
        </span>
      </span>
    </p>
  );
}

/**
 * What the map says about one beach: name, location, rating and review count, access badge, View
 * Details and Directions. Shared by the Leaflet popup and the fallback card.
 */
export function BeachMapCard({
  plotted: { beach, position },
  headingLevel = 3,
  ref,
}: {
  plotted: PlottedBeach;
  headingLevel?: 2 | 3;
  ref?: Ref<HTMLDivElement>;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div ref={ref} tabIndex={-1} className="space-y-1.5 font-sans text-base outline-none">
      <div>
        <Heading className="text-lg leading-snug font-bold text-ink">{beach.name}</Heading>
        <p className="flex items-center gap-1 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {beach.location}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <AccessTag accessType={beach.accessType} />
        <RatingLine rating={beach.averageRating} reviews={beach.totalReviews} />
      </div>
      {beach.dogStatus.today && (
        <p className="flex items-start gap-1 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sea-600" />
          {beach.dogStatus.today}
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-1.5">
        <Link
          to={beachPath(beach)}
          className="inline-flex min-h-11 items-center rounded-lg bg-sea-600 px-3 text-sm font-semibold text-white no-underline hover:bg-sea-700"
        >
          View Details
        </Link>
        <a
          href={directionsUrl(beach, position)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-sea-600 bg-white px-3 text-sm font-semibold text-sea-700 no-underline hover:bg-sea-50"
        >
          <Navigation aria-hidden="true" className="size-4" />
          Directions
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
