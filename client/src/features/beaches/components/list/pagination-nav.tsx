import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '../../lib/pagination';

interface PaginationNavProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

const pageButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 font-semibold disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, up to five numbered pages around the current one, Next; nothing for one page. */
export function PaginationNav({ page, pages, onPage }: PaginationNavProps) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2"
    >
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={`${pageButton} border-line bg-white text-sea-800 hover:border-sea-300`}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">Previous</span>
      </button>
      {pageWindow(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
          className={`${pageButton} ${
            number === page
              ? 'border-sea-600 bg-sea-600 text-white'
              : 'border-line bg-white text-sea-800 hover:border-sea-300'
          }`}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        className={`${pageButton} border-line bg-white text-sea-800 hover:border-sea-300`}
      >
        <span className="sr-only sm:not-sr-only">Next</span>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </nav>
  );
}
