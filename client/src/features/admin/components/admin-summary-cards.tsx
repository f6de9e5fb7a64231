import { CalendarCheck, MessageSquareText, Star, Umbrella } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useStats } from '@/features/beaches';
import { useAdminBeaches } from '../api/admin-beaches';
import { summaryFigures } from '../lib/summary';

function SummaryCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-sea-50 text-sea-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold text-ink">{value}</dd>
    </div>
  );
}

/** Total Beaches, Total Reviews, Avg Rating and Year-Round, with their fallbacks (lib/summary.ts). */
export function AdminSummaryCards() {
  const stats = useStats();
  const beaches = useAdminBeaches();
  const loading = stats.isPending && beaches.isPending;
  const figures = summaryFigures(stats.data, beaches.data);
  const value = (figure: string | number) =>
    loading ? <Skeleton className="mt-1 h-7 w-12" /> : figure;

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
      />
      <SummaryCard
        label="Year-Round"
        value={value(figures.yearRound)}
        icon={<CalendarCheck aria-hidden="true" className="size-5" />}
      />
    </dl>
  );
}
