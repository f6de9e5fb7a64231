import { ArrowDown, ArrowUp } from 'lucide-react';
import type { TideEntry } from '@shared/tides';
import { formatLondonTime } from '../lib/london-clock';
import { formatTideHeight, maxTideEntries } from '../lib/next-tide';

interface TideListProps {
  tides: readonly TideEntry[];
  /** The entry to mark as the next tide, if it is in this list. */
  next: TideEntry | null;
  /** When given, tides before it are shown as passed. */
  now?: Date;
  label?: string;
}

/** The day's high and low waters (at most 4) as a small row. */
export function TideList({
  tides,
  next,
  now,
  label = "Today's high and low tides",
}: TideListProps) {
  return (
    <ul className="grid grid-cols-2 gap-2 @md:grid-cols-4" aria-label={label}>
      {tides.slice(0, maxTideEntries).map((tide) => {
        const isNext = tide === next;
        const isPast = now !== undefined && new Date(tide.time).getTime() <= now.getTime();
        const Icon = tide.type === 'high' ? ArrowUp : ArrowDown;
        return (
          <li
            key={tide.time}
            className={`rounded-xl border px-3 py-2 ${
              isNext ? 'border-sea-500 bg-sea-50' : 'border-line bg-white'
            } ${isPast ? 'text-ink-muted' : 'text-ink'}`}
          >
            <p className="flex items-center gap-1 text-sm font-medium">
              <Icon aria-hidden="true" className="size-4" />
              {tide.type === 'high' ? 'High' : 'Low'}
              {isNext && <span className="ml-auto text-xs font-semibold text-sea-700">Next</span>}
              {isPast && <span className="sr-only">(passed)</span>}
            </p>
            <p className="text-lg font-semibold tabular-nums">{formatLondonTime(tide.time)}</p>
            <p className="text-sm tabular-nums">{formatTideHeight(tide.height)}</p>
          </li>
        );
      })}
    </ul>
  );
}
