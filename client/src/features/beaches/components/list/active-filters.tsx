import { X } from 'lucide-react';
import { activeFilters, withoutAnyFilter, withoutFilter } from '../../lib/filter-chips';
import type { BeachFilters } from '../../lib/list-state';
import type { FilterChange } from './filter-bar';

interface ActiveFiltersProps {
  filters: BeachFilters;
  /** How many beaches are left, when the page has no count of its own nearer; undefined hides it. */
  resultCount?: number;
  onChange: (filters: BeachFilters, change: FilterChange) => void;
  /** 'Clear Filters' on the all-beaches page, 'Clear all' beside home's chips. */
  clearLabel?: string;
}

export const beachCountText = (count: number) =>
  `${count} ${count === 1 ? 'beach' : 'beaches'} found`;

/** The filters that are on, each cleared with one tap, and how many beaches they leave. */
export function ActiveFilters({
  filters,
  resultCount,
  onChange,
  clearLabel = 'Clear all',
}: ActiveFiltersProps) {
  const active = activeFilters(filters);
  if (active.length === 0 && resultCount === undefined) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {resultCount !== undefined && (
        <p role="status" className="mr-1 font-semibold text-ink">
          {beachCountText(resultCount)}
        </p>
      )}
      {active.length > 0 && (
        <>
          <ul aria-label="Filters on" className="flex flex-wrap gap-2">
            {active.map(({ key, label }) => (
              <li key={key}>
                <button
                  type="button"
                  aria-label={`Remove filter: ${label}`}
                  onClick={() => onChange(withoutFilter(filters, key), { name: key, value: 'off' })}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-sea-50 pr-3 pl-4 text-sm font-medium text-sea-800 ring-1 ring-sea-200 hover:bg-sea-100"
                >
                  {label}
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => onChange(withoutAnyFilter(filters), { name: 'all', value: 'off' })}
            className="min-h-11 px-2 text-sm font-semibold text-sea-700 underline underline-offset-4 hover:text-sea-900"
          >
            {clearLabel}
          </button>
        </>
      )}
    </div>
  );
}
