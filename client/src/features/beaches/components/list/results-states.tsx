import { RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

interface NoBeachesFoundProps {
  onClear: () => void;
  /** 'Clear All Filters' on home, 'Clear Filters' on the all-beaches page. */
  clearLabel: string;
}

export function NoBeachesFound({ onClear, clearLabel }: NoBeachesFoundProps) {
  return (
    <section
      aria-labelledby="no-beaches-title"
      className="flex flex-col items-center rounded-2xl border border-dashed border-sand-200 bg-sand-50 px-6 py-12 text-center"
    >
      <SearchX aria-hidden="true" className="size-10 text-sea-500" />
      <h3 id="no-beaches-title" className="mt-3 text-xl font-bold text-ink">
        No beaches found
      </h3>
      <p className="mt-1 text-ink-muted">Try adjusting your search criteria or filters</p>
      <button type="button" onClick={onClear} className={buttonClasses({ className: 'mt-6' })}>
        {clearLabel}
      </button>
    </section>
  );
}

export function BeachesError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-banned/30 bg-banned-bg px-6 py-10 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-banned" />
      <p className="mt-3 text-lg font-bold text-banned">Failed to fetch beaches</p>
      <p className="mt-1 text-ink">Check your connection and try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-banned ring-1 ring-banned/40 hover:bg-banned-bg"
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Retry
      </button>
    </div>
  );
}
