import { Dog } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { FilterCounts } from '../../lib/filter-counts';
import { ToggleChip } from '../list/amenity-toggles';
import { DayFilter } from '../list/day-filter';
import { NearMe } from '../list/near-me';

/** Near me's own props, then the day's and "Off-lead"'s. */
type QuickFiltersProps = Omit<ComponentProps<typeof NearMe>, 'compact' | 'actions'> & {
  day: string | null;
  offLead: boolean;
  counts: FilterCounts | undefined;
  onDay: (day: string | null) => void;
  onOffLead: () => void;
};

/**
 * The three questions an owner comes with, right under the search box on the home page: where
 * (Near me), when (the day) and off the lead; the results follow at once.
 */
export function QuickFilters({
  day,
  offLead,
  counts,
  onDay,
  onOffLead,
  ...nearMe
}: QuickFiltersProps) {
  return (
    <section
      aria-label="Near me, day and off-lead"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <NearMe
        compact
        {...nearMe}
        actions={
          <ToggleChip
            // Short on screen; its name says the whole filter, as its chip does.
            label={
              <>
                Off-lead<span className="sr-only"> all year</span>
              </>
            }
            count={counts?.offLeadAllYear}
            pressed={offLead}
            icon={Dog}
            onToggle={onOffLead}
          />
        }
      />
      <DayFilter value={day} counts={counts?.dogsAllowedOn} onChange={onDay} />
    </section>
  );
}
