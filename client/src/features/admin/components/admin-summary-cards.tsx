import { CalendarCheck, MessageSquareText, Star, Umbrella } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useStats } from '@/features/beaches';
import { useAdminBeaches } from '../api/admin-beaches';
import { summaryFigures } from '../lib/summary';

interface SummaryCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  /** A line under the figure, e.g. why there is none. */
  note?: string;
}

function SummaryCard({ label, value, icon, note }: SummaryCardProps) {
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-sea-50 text-sea-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold text-ink">{value}</dd>
      {note && <dd className="text-xs text-ink-muted">{note}</dd>}
    </div>
  );
}

/**
 * Total Beaches, Total Reviews, Avg Rating and Year-Round (lib/summary.ts): skeletons while a
 * source may still answer, "–" for a figure nothing gave, and for an average of no reviews "–" with
 * "No reviews yet", as the home page's figures do.
 */
export function AdminSummaryCards() {
  const stats = useStats();
  const beaches = useAdminBeaches();
  const loading = !stats.data && !beaches.data && (stats.isPending || beaches.isPending);
  const figures = summaryFigures(stats.data, beaches.data);
  const value = (figure: string | number | null) =>
    loading ? <Skeleton className="mt-1 h-7 w-12" /> : (figure ?? '–');
  const noReviews = !loading && figures.totalReviews === 0;

  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Summary">
      <SummaryCard
        label="Total Beaches"
        value={value(figures.totalBeaches)}
        icon={<Umbrella aria-hidden="true" className="size-5" />}
      />
      <SummaryCard
        label="Total Reviews"
        value={value(figures.totalReviews)}
        icon={<MessageSquareText aria-hidden="true" className="size-5" />}
      />
      <SummaryCard
        label="Avg Rating"
        value={value(figures.averageRating)}
        icon={<Star aria-hidden="true" className="size-5" />}
        note={noReviews ? 'No reviews yet' : undefined}
      />
      <SummaryCard
        label="Year-Round"
        value={value(figures.yearRound)}
        icon={<CalendarCheck aria-hidden="true" className="size-5" />}
      />
    </dl>
  );
}
