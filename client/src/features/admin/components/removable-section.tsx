import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AdminPage } from '../api/get-page';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { useConfirmedRemoval, type RemoveById } from '@/lib/use-confirmed-removal';
import { PagedListState } from './list-state';

/**
 * A section of things others wrote that an administrator may remove (the Community tab's): its
 * heading, the paged list with its loading, error and empty states, and the confirmation before an
 * item is removed, with the toasts after.
 */
export function RemovableSection<T extends { id: number }>({
  titleId,
  heading,
  query,
  remove,
  onPageChange,
  loadingLabel,
  listClassName,
  errorText,
  empty,
  listLabel,
  pagerLabel,
  toasts,
  confirmTitle,
  describe,
  children,
}: {
  titleId: string;
  heading: ReactNode;
  query: {
    data: AdminPage<T> | undefined;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  remove: RemoveById;
  onPageChange: (page: number) => void;
  loadingLabel: string;
  listClassName: string;
  errorText: string;
  empty: { title: string; text: string };
  listLabel: string;
  pagerLabel: string;
  toasts: { removed: string; failed: string };
  confirmTitle: string;
  describe: (item: T) => string;
  children: (item: T, onRemove: () => void) => ReactNode;
}) {
  const removal = useConfirmedRemoval<T>(remove, {
    onRemoved: () => successToast(toasts.removed),
    onFailed: (error) => failureToast(toasts.failed, error),
  });

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      {heading}
      <PagedListState
        query={query}
        loading={{ label: loadingLabel, className: listClassName, height: 'h-40' }}
        errorText={errorText}
        empty={empty}
        list={{
          label: listLabel,
          pagerLabel: pagerLabel,
          className: listClassName,
          onPageChange: onPageChange,
        }}
      >
        {(item) => children(item, () => removal.ask(item))}
      </PagedListState>
      <ConfirmDialog
        {...removal.dialog}
        title={confirmTitle}
        description={removal.target ? describe(removal.target) : ''}
        confirmLabel="Remove"
        pendingLabel="Removing..."
      />
    </section>
  );
}
