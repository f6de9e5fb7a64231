import { Car } from 'lucide-react';
import { Link } from 'react-router';
import type { Beach } from '@shared/beaches';
import { dogDaySegments, offLeadAllYear } from '@shared/dog-rules';
import { parseLocalDate, todayInLondon } from '@shared/london-time';
import { FavoriteButton } from '@/features/favorites';
import { beachHref } from '../beach-card';
import { DistanceAway } from '../distance-away';
import { dogDayLine, DogStatusBadge } from '../dog-status-badge';

/** "Lead: …" for a day: what the rule says about leads, never more than it says. */
export function leadText(beach: Beach, day: string | null): string {
  const date = (day && parseLocalDate(day)) || todayInLondon();
  if (dogDaySegments(beach, date).some((segment) => segment.state === 'lead')) {
    return 'Lead needed at times';
  }
  if (offLeadAllYear(beach)) return 'Off-lead all year';
  return 'Lead: not known';
}

/**
 * A beach as one compact row of a list (about 110 px, six to a phone screen): name, place and
 * distance, the dog status of the list's day, the lead rule and parking. The name is the link;
 * the whole row answers a tap.
 */
export function BeachRow({
  beach,
  distanceMiles,
  dogDay,
}: {
  beach: Beach;
  distanceMiles?: number;
  dogDay?: string | null;
}) {
  return (
    <article className="relative flex items-start gap-2 rounded-xl border border-line bg-white p-3 shadow-xs hover:border-sea-300 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-sea-500">
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="truncate leading-snug font-semibold text-ink">
          <Link
            to={beachHref(beach)}
            className="outline-none after:absolute after:inset-0 after:rounded-xl"
          >
            {beach.name}
          </Link>
        </h3>
        <DogStatusBadge
          status={beach.dogStatus}
          day={dogDay ? dogDayLine(beach, dogDay) : null}
          className="py-0.5"
        />
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-ink-muted">
          <span>{beach.location}</span>
          {distanceMiles !== undefined && (
            <DistanceAway
              miles={distanceMiles}
              className="inline-flex items-center gap-1 font-medium text-sea-800"
              iconClassName="size-3.5"
            />
          )}
          <span aria-hidden="true">·</span>
          <span className="text-ink">{leadText(beach, dogDay ?? null)}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1 text-ink">
            <Car aria-hidden="true" className="size-4" />
            {beach.hasParking ? 'Parking' : 'No parking listed'}
          </span>
        </p>
      </div>
      {/* Above the row's link, so a tap on the heart is a tap on the heart. */}
      <FavoriteButton beach={beach} className="relative z-10 shrink-0" />
    </article>
  );
}
