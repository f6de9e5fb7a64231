import { Car, Coffee, Droplet, Footprints, LifeBuoy, Toilet, type LucideIcon } from 'lucide-react';
import type { AmenityFlag, Beach } from '@shared/beaches';
import { cn } from '@/components/ui/class-names';

/** The amenities in the order every screen lists them. */
export const amenities: readonly {
  flag: AmenityFlag;
  /** Its name. */
  label: string;
  /** What an icon says to a screen reader and in its tooltip. */
  description: string;
  Icon: LucideIcon;
}[] = [
  { flag: 'hasParking', label: 'Parking', description: 'Parking', Icon: Car },
  {
    flag: 'hasFacilities',
    label: 'Facilities',
    description: 'Facilities (toilets)',
    Icon: Toilet,
  },
  { flag: 'hasFreshWater', label: 'Fresh Water', description: 'Fresh Water', Icon: Droplet },
  { flag: 'hasBeachCafe', label: 'Beach Cafe', description: 'Beach Cafe', Icon: Coffee },
  { flag: 'hasLifeguards', label: 'Lifeguards', description: 'Lifeguards', Icon: LifeBuoy },
  { flag: 'hasDogWalks', label: 'Dog Walks', description: 'Dog Walks', Icon: Footprints },
];

/** A card shows at most this many icons, then '+N'. */
export const maxAmenityIcons = 4;

export const amenitiesOf = (beach: Pick<Beach, AmenityFlag>) =>
  amenities.filter((amenity) => beach[amenity.flag]);

/**
 * The beach's amenities as icons: the first 4, then '+N' for the rest. Each icon carries its name
 * for screen readers and as a tooltip; '+N' names the ones it stands for.
 */
export function AmenityIcons({
  beach,
  className,
}: {
  beach: Pick<Beach, AmenityFlag>;
  className?: string;
}) {
  const present = amenitiesOf(beach);
  if (present.length === 0) return null;
  const shown = present.slice(0, maxAmenityIcons);
  const rest = present.slice(maxAmenityIcons);
  return (
    <ul aria-label="Amenities" className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {shown.map(({ flag, description, Icon }) => (
        <li
          key={flag}
          title={description}
          className="inline-flex size-8 items-center justify-center rounded-full bg-sea-50 text-sea-700"
        >
          <Icon aria-hidden="true" className="size-[18px]" />
          <span className="sr-only">{description}</span>
        </li>
      ))}
      {rest.length > 0 && (
        <li
          title={rest.map((amenity) => amenity.description).join(', ')}
          className="inline-flex h-8 min-w-8 items-center justify-center rounded-full bg-sea-50 px-2 text-sm font-semibold text-sea-700"
        >
          <span aria-hidden="true">+{rest.length}</span>
          <span className="sr-only">
            and {rest.length} more: {rest.map((amenity) => amenity.description).join(', ')}
          </span>
        </li>
      )}
    </ul>
  );
}
