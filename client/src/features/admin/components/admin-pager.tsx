import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AdminPage } from '../api/get-page';

export const pageCount = ({ total, pageSize }: AdminPage<unknown>) =>
  Math.max(1, Math.ceil(total / pageSize));

/** The page of an admin list on screen; PagedList steps it back when it comes back empty. */
export function useAdminPageNumber() {
  const [page, setPage] = useState(1);
  return { page, setPage };
}

/** Previous, 'Page x of y' and Next under a paged admin list; nothing when it has one page. */
export function AdminPager({
  data,
  label,
  loading,
  onPageChange,
}: {
  data: AdminPage<unknown>;
  /** What the list holds, e.g. 'Reviews': names the navigation. */
  label: string;
  /** The next page is on its way: the buttons wait. */
  loading: boolean;
  onPageChange: (page: number) => void;
}) {
  const pages = pageCount(data);
  if (pages <= 1 && data.page <= 1) return null;
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4"
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={loading || data.page <= 1}
        onClick={() => onPageChange(data.page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> Previous
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-ink-muted">
        {`Page ${data.page} of ${pages}`}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={loading || data.page >= pages}
        onClick={() => onPageChange(data.page + 1)}
      >
        Next <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
