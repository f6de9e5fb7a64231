import { Waves } from 'lucide-react';
import type { TideEntry } from '@shared/tides';
import { formatLondonTime } from '../lib/london-clock';
import { formatCountdown, formatTideHeight } from '../lib/next-tide';

interface NextTideCountdownProps {
  tide: TideEntry;
  now: Date;
  /** True when the next tide falls on tomorrow's list. */
  tomorrow: boolean;
}

/** The next tide, large, with the time left in hours and minutes. */
export function NextTideCountdown({ tide, now, tomorrow }: NextTideCountdownProps) {
  const left = new Date(tide.time).getTime() - now.getTime();
  const name = tide.type === 'high' ? 'High tide' : 'Low tide';
  return (
    <div className="flex items-center gap-3 rounded-xl bg-sea-700 px-4 py-3 text-white">
      <Waves aria-hidden="true" className="size-8 shrink-0" />
      <div>
        <p className="text-sm text-sea-100">Next tide</p>
        <p className="text-xl font-bold">
          {name} at {formatLondonTime(tide.time)}
          {tomorrow ? ' tomorrow' : ''}
        </p>
        <p className="tabular-nums">
          <span className="font-semibold" data-testid="tide-countdown">
            in {formatCountdown(left)}
          </span>
          <span className="text-sea-100"> · {formatTideHeight(tide.height)}</span>
        </p>
      </div>
    </div>
  );
}
