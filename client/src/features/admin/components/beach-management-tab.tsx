import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminBeachMessages } from '@shared/admin';
import type { Beach } from '@shared/beaches';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { filterBeaches, useAdminBeaches, useDeleteBeach } from '../api/admin-beaches';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal';
import { AdminBeachCard } from './admin-beach-card';
import { EditBeachDialog } from './edit-beach-dialog';
import {
  BeachCount,
  BeachListState,
  BeachSearchField,
  NoBeachesFound,
  type BeachSearchProps,
} from './beach-search';
import { AdminTabSection } from './admin-tab-section';

/** Loading shows five placeholder blocks. */
const placeholderCount = 5;

const gridClasses = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/**
 * The Beach Management tab: search by name or location, Add Beach, and a card per beach with
 * edit, view and delete (after a confirmation).
 */
export function BeachManagementTab({ search, onSearchChange }: BeachSearchProps) {
  const beaches = useAdminBeaches();
  const remove = useDeleteBeach();
  // The dialog keeps its beach while it closes, so its contents do not jump during the exit.
  const [editing, setEditing] = useState<{ beach: Beach | null; open: boolean }>({
    beach: null,
    open: false,
  });

  const shown = beaches.data ? filterBeaches(beaches.data, search) : [];

  const deletion = useConfirmedRemoval<Beach>(remove, {
    onRemoved: () => successToast('Success', adminBeachMessages.deleted),
    onFailed: (error) => failureToast('Error', error, adminBeachMessages.deleteFailed),
  });

  return (
    <AdminTabSection titleId="beach-management-title" title="Beach Management">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <BeachSearchField value={search} onChange={onSearchChange} className="flex-1" />
        <Button onClick={() => setEditing({ beach: null, open: true })} className="sm:self-end">
          <Plus aria-hidden="true" className="size-5" /> Add Beach
        </Button>
      </div>

      <BeachListState
        query={beaches}
        loading={{
          count: placeholderCount,
          className: gridClasses,
          height: 'h-56',
          testId: 'beach-skeleton',
        }}
      >
        {(data) => (
          <>
            <BeachCount shown={shown.length} total={data.length} search={search} />
            {data.length === 0 ? (
              <EmptyState title="No beaches yet" text="Use Add Beach to create the first one." />
            ) : shown.length === 0 ? (
              <NoBeachesFound search={search} onClear={() => onSearchChange('')} />
            ) : (
              <ul aria-label="Beaches" className={gridClasses}>
                {shown.map((beach) => (
                  <li key={beach.id}>
                    <AdminBeachCard
                      beach={beach}
                      onEdit={(selected) => setEditing({ beach: selected, open: true })}
                      onDelete={deletion.ask}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </BeachListState>

      <EditBeachDialog
        beach={editing.beach}
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Beach"
        description={`Are you sure you want to delete "${deletion.target?.name ?? ''}"? This action cannot be undone and will also delete all related reviews and photos.`}
      />
    </AdminTabSection>
  );
}
