import { Dog } from 'lucide-react';
import type { LatLng } from '@shared/geo';
import type { WithinMiles } from '@shared/near-me';
import type { FilterCounts } from '../../lib/filter-counts';
import type { Origin } from '../../lib/nearby';
import { ToggleChip } from '../list/amenity-toggles';
import { DayFilter } from '../list/day-filter';
import { NearMe } from '../list/near-me';

interface QuickFiltersProps {
  origin: Origin | null;
  located: boolean;
  within: WithinMiles | null;
  day: string | null;
  offLead: boolean;
  counts: FilterCounts | undefined;
  onWithin: (within: WithinMiles | null) => void;
  onLocated: (position: LatLng) => void;
  onForget: () => void;
  onDay: (day: string | null) => void;
  onOffLead: () => void;
}

/**
 * The three questions an owner comes with, right under the search box on the home page: where
 * (Near me), when (the day) and off the lead; the results follow at once.
 */
export function QuickFilters(props: QuickFiltersProps) {
  return (
    <section
      aria-label="Near me, day and off-lead"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <NearMe
        compact
        origin={props.origin}
        located={props.located}
        within={props.within}
        onWithin={props.onWithin}
        onLocated={props.onLocated}
        onForget={props.onForget}
        actions={
          <ToggleChip
            // Short on screen; its name says the whole filter, as its chip does.
            label={
              <>
                Off-lead<span className="sr-only"> all year</span>
              </>
            }
            count={props.counts?.offLeadAllYear}
            pressed={props.offLead}
            icon={Dog}
            onToggle={props.onOffLead}
          />
        }
      />
      <DayFilter value={props.day} counts={props.counts?.dogsAllowedOn} onChange={props.onDay} />
    </section>
  );
}
