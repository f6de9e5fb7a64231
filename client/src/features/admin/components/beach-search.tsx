import type { Beach } from '@shared/beaches';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/text-field';
import { ListState } from './list-state';

/** What Beach Management and Photo Admin take: the search they share, kept across the tabs. */
export interface BeachSearchProps {
  search: string;
  onSearchChange: (value: string) => void;
}

const beachCount = (count: number) => `${count} ${count === 1 ? 'beach' : 'beaches'}`;

/** How many beaches there are, and while searching how many of them the list shows. */
export function BeachCount({
  shown,
  total,
  search,
}: {
  shown: number;
  total: number;
  search: string;
}) {
  return (
    <p aria-live="polite" className="text-sm font-medium text-ink-muted">
      {search.trim() ? `Showing ${shown} of ${beachCount(total)}` : beachCount(total)}
    </p>
  );
}

/** The search by name or location that Beach Management and Photo Admin share. */
export function BeachSearchField({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <TextField
      label="Search by name or location"
      type="search"
      placeholder="e.g. Woolacombe or North Devon"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    />
  );
}

type BeachListStateProps = Parameters<typeof ListState<Beach[]>>[0];

/** The admin beach list's loading and error states, as both beach tabs word them. */
export function BeachListState({
  loading,
  ...props
}: Omit<BeachListStateProps, 'loading' | 'errorText'> & {
  loading: Omit<BeachListStateProps['loading'], 'label'>;
}) {
  return (
    <ListState
      loading={{ label: 'Loading beaches...', ...loading }}
      errorText="The beaches could not be loaded."
      {...props}
    />
  );
}

/** A search that matched no beach, with the way back to them all. */
export function NoBeachesFound({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="space-y-3">
      <EmptyState
        title="No beaches found"
        text={`No beach name or location contains "${search.trim()}".`}
      />
      <div className="text-center">
        <Button variant="secondary" onClick={onClear}>
          Clear search
        </Button>
      </div>
    </div>
  );
}
