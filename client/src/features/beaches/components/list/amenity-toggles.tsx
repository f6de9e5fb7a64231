import type { ReactNode } from 'react';
import {
  Coffee,
  Dog,
  Droplet,
  Footprints,
  LifeBuoy,
  PawPrint,
  SquareParking,
  Toilet,
  type LucideIcon,
} from 'lucide-react';
import { amenityFlags, type AmenityFlag } from '@shared/beaches';
import { dogFilterKeys, dogFilterLabels, type DogFilterKey } from '../../lib/filter-chips';
import { amenityLabels } from '../../lib/filter-options';
import type { FilterCounts } from '../../lib/filter-counts';

const amenityIcons: Record<AmenityFlag, LucideIcon> = {
  hasParking: SquareParking,
  hasFacilities: Toilet,
  hasFreshWater: Droplet,
  hasBeachCafe: Coffee,
  hasLifeguards: LifeBuoy,
  hasDogWalks: Footprints,
};

const dogFilterIcons: Record<DogFilterKey, LucideIcon> = {
  dogsAllowedNow: PawPrint,
  offLeadAllYear: Dog,
};

interface ToggleChipProps {
  label: ReactNode;
  count: number | undefined;
  pressed: boolean;
  icon: LucideIcon;
  onToggle: () => void;
}

export function ToggleChip({ label, count, pressed, icon: Icon, onToggle }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // An option that would leave no beaches is shown (with its zero) but not offered.
      disabled={count === 0 && !pressed}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:border-sea-300 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-sea-600 aria-pressed:bg-sea-600 aria-pressed:text-white"
    >
      <Icon aria-hidden="true" className="size-5" />
      {label}
      {count !== undefined && <span className="opacity-75">({count})</span>}
    </button>
  );
}

interface AmenityTogglesProps {
  amenities: Record<AmenityFlag, boolean>;
  dogFilters: Record<DogFilterKey, boolean>;
  counts: FilterCounts | undefined;
  onToggleAmenity: (flag: AmenityFlag) => void;
  onToggleDogFilter: (key: DogFilterKey) => void;
  /** The dog filters shown here; home shows "Off-lead" beside the day instead. */
  dogFilterKeys?: readonly DogFilterKey[];
}

/**
 * The dog filters first (the question people come with: now, off-lead all year), then the six
 * amenities.
 */
export function AmenityToggles({
  amenities,
  dogFilters,
  counts,
  onToggleAmenity,
  onToggleDogFilter,
  dogFilterKeys: shownDogFilters = dogFilterKeys,
}: AmenityTogglesProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">Must have</legend>
      <div className="flex flex-wrap gap-2">
        {shownDogFilters.map((key) => (
          <ToggleChip
            key={key}
            label={dogFilterLabels[key]}
            count={counts?.[key]}
            pressed={dogFilters[key]}
            icon={dogFilterIcons[key]}
            onToggle={() => onToggleDogFilter(key)}
          />
        ))}
        {amenityFlags.map((flag) => (
          <ToggleChip
            key={flag}
            label={amenityLabels[flag]}
            count={counts?.amenities[flag]}
            pressed={amenities[flag]}
            icon={amenityIcons[flag]}
            onToggle={() => onToggleAmenity(flag)}
          />
        ))}
      </div>
    </fieldset>
  );
}
