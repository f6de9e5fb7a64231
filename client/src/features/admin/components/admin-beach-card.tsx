import {
  Car,
  Check,
  Eye,
  MapPin,
  Pencil,
  Star,
  Toilet,
  Trash2,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Beach } from '@shared/beaches';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { formatRating, formatReviewCount } from '@/lib/format';
import { AdminAccessBadge } from './admin-access-badge';

/** A description as plain text: the **bold** and *italic* markers dropped, their words kept. */
export const plainDescription = (description: string) =>
  description
    .replace(/\*\*(?=\S)([\s\S]+?)\*\*/g, '$1')
    .replace(/\*(?=[^\s*])([^*]+?)\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** "4.5 (12 reviews)", or "No reviews yet" for a beach nobody has reviewed. */
export const adminRatingText = ({
  averageRating,
  totalReviews,
}: Pick<Beach, 'averageRating' | 'totalReviews'>) =>
  totalReviews > 0
    ? `${formatRating(averageRating)} (${formatReviewCount(totalReviews)})`
    : 'No reviews yet';

const markers: readonly {
  flag: 'hasParking' | 'hasFacilities';
  label: string;
  Icon: LucideIcon;
}[] = [
  { flag: 'hasParking', label: 'Parking', Icon: Car },
  { flag: 'hasFacilities', label: 'Facilities', Icon: Toilet },
];

/** Parking and facilities, each with a tick or a cross and words, so it is never colour alone. */
function Markers({ beach }: { beach: Beach }) {
  return (
    <ul aria-label="Amenities" className="flex flex-wrap gap-2">
      {markers.map(({ flag, label, Icon }) => {
        const present = beach[flag];
        const Status = present ? Check : X;
        return (
          <li
            key={flag}
            data-present={present}
            title={`${label}: ${present ? 'available' : 'not available'}`}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-medium ring-1',
              present
                ? 'bg-allowed-bg text-allowed ring-allowed/25'
                : 'bg-white text-ink-muted ring-line',
            )}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            <span className={cn(!present && 'line-through')}>{label}</span>
            <Status aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{present ? ': available' : ': not available'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One beach in Beach Management: name, access badge, location, a two-line description,
 * the rating, parking and facilities, and the edit, view and delete actions.
 */
export function AdminBeachCard({
  beach,
  onEdit,
  onDelete,
}: {
  beach: Beach;
  onEdit: (beach: Beach) => void;
  onDelete: (beach: Beach) => void;
}) {
  const navigate = useNavigate();
  const view = () => {
    window.scrollTo(0, 0);
    void navigate(`/beach/${beach.id}`);
  };
  const description = plainDescription(beach.description);

  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <header className="space-y-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-lg leading-snug font-semibold break-words text-ink">
            {beach.name}
          </h3>
          <AdminAccessBadge accessType={beach.accessType} />
        </div>
        <p className="flex items-center gap-1 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{beach.location}</span>
        </p>
      </header>

      {description && <p className="line-clamp-2 text-sm text-ink-muted">{description}</p>}

      <p className="flex items-center gap-1.5 text-sm text-ink">
        <Star
          aria-hidden="true"
          className={cn(
            'size-4 shrink-0',
            beach.totalReviews > 0 ? 'fill-amber-400 text-amber-500' : 'text-ink-muted',
          )}
        />
        {beach.totalReviews > 0 && <span className="sr-only">Average rating </span>}
        {adminRatingText(beach)}
      </p>

      <Markers beach={beach} />

      <div className="mt-auto flex justify-end gap-1 border-t border-line pt-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit ${beach.name}`}
          title="Edit"
          onClick={() => onEdit(beach)}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`View ${beach.name}`}
          title="View"
          onClick={view}
        >
          <Eye aria-hidden="true" className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${beach.name}`}
          title="Delete"
          onClick={() => onDelete(beach)}
        >
          <Trash2 aria-hidden="true" className="size-5 text-banned" />
        </Button>
      </div>
    </article>
  );
}
