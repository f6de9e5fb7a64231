import { useEffect, type ReactNode } from 'react';
import { cn } from '@/components/ui/class-names';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonList, type SkeletonListProps } from '@/components/ui/skeleton';
import type { AdminPage } from '../api/get-page';
import { AdminPager, pageCount } from './admin-pager';

/** The parts of a TanStack query a list's states need. */
interface ListQuery<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A list's skeletons: three full-width cards of `height` in a stack unless `count`, `className`
 * or `itemClassName` say otherwise.
 */
type ListSkeleton = Omit<SkeletonListProps, 'count'> & { count?: number; height?: string };

/**
 * A loaded list's four states: the `loading` skeletons until there is data, `errorText` with Retry
 * when the load failed, the `empty` state's title and text when `isEmpty` says so, else
 * `children` with the data.
 */
export function ListState<T>({
  query,
  loading,
  errorText,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery<T>;
  loading: ListSkeleton;
  errorText: string;
  isEmpty?: (data: T) => boolean;
  empty?: { title: string; text: string };
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadError text={errorText} onRetry={() => void query.refetch()} />;
  if (query.data === undefined)
    return <SkeletonList count={3} className="space-y-3" {...loading} />;
  if (isEmpty?.(query.data)) return empty ? <EmptyState {...empty} /> : null;
  return children(query.data);
}

/**
 * One page of a paged admin list (a `<ul>`, or an `<ol>` when `ordered`), dimmed while the next
 * page loads, with the pager under it. When the page shown comes back empty (its last row was
 * just removed), it steps back to the list's last page.
 */
export function PagedList<T extends { id: number }>({
  data,
  loading,
  label,
  pagerLabel = label,
  ordered = false,
  className,
  onPageChange,
  children,
}: {
  data: AdminPage<T>;
  /** Whether the shown page is a placeholder while another loads. */
  loading: boolean;
  /** The list's accessible name. */
  label: string;
  /** The pager's accessible name; the list's by default. */
  pagerLabel?: string;
  ordered?: boolean;
  className: string;
  onPageChange: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  const emptied = !loading && data.page > 1 && data.items.length === 0;
  useEffect(() => {
    if (emptied) onPageChange(pageCount(data));
  }, [emptied, data, onPageChange]);
  return (
    <>
      <List
        aria-label={label}
        aria-busy={loading}
        className={cn(className, 'aria-busy:opacity-60')}
      >
        {data.items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </List>
      <AdminPager data={data} label={pagerLabel} loading={loading} onPageChange={onPageChange} />
    </>
  );
}

/** The line above a list that counts what it holds. */
export function ListCount({ children }: { children: ReactNode }) {
  return <p className="text-sm font-medium text-ink-muted">{children}</p>;
}

type PagedListOptions<T extends { id: number }> = Omit<
  Parameters<typeof PagedList<T>>[0],
  'data' | 'loading' | 'className' | 'children'
> & { className?: string };

/**
 * A paged admin list from its query: ListState's states (empty when there is nothing on any
 * page), the `count` line when given, then the page in a PagedList (a stack unless `list` says).
 */
export function PagedListState<T extends { id: number }>({
  query,
  loading,
  errorText,
  empty,
  count,
  list,
  children,
}: {
  query: ListQuery<AdminPage<T>> & { isPlaceholderData: boolean };
  loading: Parameters<typeof ListState>[0]['loading'];
  errorText: string;
  empty: { title: string; text: string };
  count?: (data: AdminPage<T>) => ReactNode;
  list: PagedListOptions<T>;
  children: (item: T) => ReactNode;
}) {
  return (
    <ListState
      query={query}
      loading={loading}
      errorText={errorText}
      isEmpty={(data) => data.total === 0}
      empty={empty}
    >
      {(data) => (
        <>
          {count && <ListCount>{count(data)}</ListCount>}
          <PagedList data={data} loading={query.isPlaceholderData} className="space-y-3" {...list}>
            {children}
          </PagedList>
        </>
      )}
    </ListState>
  );
}
