import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { ListableBeach } from '@shared/beach-list';
import type { AmenityFlag } from '@shared/beaches';
import { activeFilters, type FilterKey } from '../../lib/filter-chips';
import { useFilterCounts, withCount, type FilterCounts } from '../../lib/filter-counts';
import {
  accessOptionLabels,
  accessOptions,
  beachTypeLabels,
  beachTypeOptions,
  locationOptions,
  minRatingLabel,
  minRatingOptions,
  sortChoices,
  sortLabels,
  type ListPage,
} from '../../lib/filter-options';
import type { BeachFilters } from '../../lib/list-state';
import { AmenityToggles } from './amenity-toggles';
import { DayFilter } from './day-filter';
import { SelectField, type SelectOption } from './select-field';

/** What changed, for analytics and for the page to react (home scrolls to its results). */
export interface FilterChange {
  name: FilterKey | 'sortBy' | 'all';
  value: string;
}

interface FilterBarProps {
  page: ListPage;
  filters: BeachFilters;
  /** Undefined while the beaches load: the labels then go without counts. */
  counts: FilterCounts | undefined;
  onChange: (filters: BeachFilters, change: FilterChange) => void;
  /** With a location (Near me, or a typed place) the list can also be sorted by distance. */
  hasLocation?: boolean;
  /**
   * The day and "Off-lead" stand outside the bar, always in view (home's quick filters): the bar
   * then holds only the rest.
   */
  quickOutside?: boolean;
}

const all = 'all';

function optionsWithCounts<T extends string>(
  allLabel: string,
  values: readonly T[],
  labelOf: (value: T) => string,
  counts: Record<string, number> | undefined,
  total: number | undefined,
): SelectOption[] {
  const label = (text: string, key: string) => (counts ? withCount(text, counts, key) : text);
  return [
    { value: all, label: total === undefined ? allLabel : `${allLabel} (${total})` },
    ...values.map((value) => ({ value, label: label(labelOf(value), value) })),
  ];
}

/**
 * The day dogs must be allowed, then location, dog access, type, rating and order as selects, the
 * other dog filters and the amenities as toggles. On a phone
 * they fold away behind one button so the results stay near the top; on a desktop they are open.
 */
export function FilterBar({
  page,
  filters,
  counts,
  onChange,
  hasLocation = false,
  quickOutside = false,
}: FilterBarProps) {
  const id = useId();
  const sorts = sortChoices(page, hasLocation);
  // A distance sort from a shared link waits for a location; until then the page's default applies.
  const shownSort = sorts.includes(filters.sortBy) ? filters.sortBy : sorts[0]!;
  const [open, setOpen] = useState(false);
  const activeCount = activeFilters(filters).filter(({ key }) => key !== 'search').length;

  const set = <K extends Exclude<keyof BeachFilters, 'amenities'>>(
    name: K,
    value: BeachFilters[K],
    text: string,
  ) => onChange({ ...filters, [name]: value }, { name, value: text });

  /** A select of one filter's values, each with its count; "All" clears the filter. */
  const countedSelect = <K extends 'location' | 'accessType' | 'beachType'>(
    name: K,
    idSuffix: string,
    label: string,
    values: readonly NonNullable<BeachFilters[K]>[],
    labelOf: (value: NonNullable<BeachFilters[K]>) => string,
  ) => ({
    id: `${id}-${idSuffix}`,
    label,
    value: filters[name] ?? all,
    options: optionsWithCounts('All', values, labelOf, counts?.[name], counts?.total),
    onChange: (value: string) =>
      set(name, values.find((option) => option === value) ?? null, value),
  });

  const toggleAmenity = (flag: AmenityFlag) => {
    const on = !filters.amenities[flag];
    onChange(
      { ...filters, amenities: { ...filters.amenities, [flag]: on } },
      { name: flag, value: String(on) },
    );
  };

  return (
    <section aria-label="Filters">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border border-line bg-white px-4 font-semibold text-sea-800 shadow-sm hover:border-sea-300 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {open ? 'Hide filters' : 'Filters and sort'}
        {activeCount > 0 && (
          <span className="rounded-full bg-sea-600 px-2 text-sm text-white">
            {activeCount}
            <span className="sr-only"> on</span>
          </span>
        )}
      </button>
      <div
        id={`${id}-panel`}
        className={`${open ? 'mt-3 flex' : 'hidden'} flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm lg:mt-0 lg:flex`}
      >
        {!quickOutside && (
          <DayFilter
            value={filters.dogsAllowedOn}
            counts={counts?.dogsAllowedOn}
            onChange={(day) => set('dogsAllowedOn', day, day ?? 'any')}
          />
        )}
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5 [&>*:last-child]:col-span-2 lg:[&>*:last-child]:col-span-1">
          <SelectField
            {...countedSelect('location', 'location', 'Location', locationOptions, (area) => area)}
          />
          <SelectField
            {...countedSelect(
              'accessType',
              'access',
              'Dog access',
              accessOptions,
              (access) => accessOptionLabels[access],
            )}
          />
          <SelectField
            {...countedSelect(
              'beachType',
              'type',
              'Beach type',
              beachTypeOptions,
              (type) => beachTypeLabels[type],
            )}
          />
          <SelectField
            id={`${id}-rating`}
            label="Rating"
            value={String(filters.minRating)}
            options={[
              { value: '0', label: 'Any rating' },
              ...minRatingOptions.map((rating) => ({
                value: String(rating),
                label: counts
                  ? withCount(minRatingLabel(rating), counts.minRating, String(rating))
                  : minRatingLabel(rating),
              })),
            ]}
            onChange={(value) => set('minRating', Number(value), value)}
          />
          <SelectField
            id={`${id}-sort`}
            label="Sort by"
            value={shownSort}
            options={sorts.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
            onChange={(value) =>
              set('sortBy', sorts.find((sort) => sort === value) ?? filters.sortBy, value)
            }
          />
        </div>
        <AmenityToggles
          amenities={filters.amenities}
          dogFilters={{
            dogsAllowedNow: filters.dogsAllowedNow,
            offLeadAllYear: filters.offLeadAllYear,
          }}
          counts={counts}
          onToggleAmenity={toggleAmenity}
          onToggleDogFilter={(key) => set(key, !filters[key], String(!filters[key]))}
          dogFilterKeys={quickOutside ? ['dogsAllowedNow'] : undefined}
        />
      </div>
    </section>
  );
}

/**
 * The filter bar with the counts of the whole catalogue, worked out in this component's own render
 * (`useFilterCounts`), apart from the page's.
 */
export function CountedFilterBar({
  catalogue,
  day,
  ...props
}: Omit<FilterBarProps, 'counts'> & {
  catalogue: readonly ListableBeach[] | undefined;
  day: string | null;
}) {
  return <FilterBar {...props} counts={useFilterCounts(catalogue, day)} />;
}
