import { Link } from 'react-router';
import { formatDistance } from '@shared/near-me';
import type { PlanResult } from '@shared/plan';
import { formatDuration } from '@/features/tides';
import type { Axis } from '../lib/plan-time';
import { rulesText, windowText } from '../lib/plan-text';
import { AddToCalendar } from './add-to-calendar';
import { PlanStrip } from './plan-strip';

/** One beach of the plan: where, how far, how long, its strip on the shared axis and its walks. */
export function PlanResultCard({
  date,
  result,
  axis,
  asked,
}: {
  date: string;
  result: PlanResult;
  axis: Axis;
  asked: { start: string; end: string };
}) {
  const { beach } = result;
  const rules = rulesText(result.dogSegments);
  return (
    <li className="space-y-3 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">
            <Link
              to={`/beach/${encodeURIComponent(beach.slug)}`}
              className="text-sea-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500"
            >
              {beach.name}
            </Link>
          </h3>
          <p className="text-sm text-ink-muted">
            {beach.location}
            {result.distanceMiles !== null && <> · {formatDistance(result.distanceMiles)} away</>}
          </p>
        </div>
        <p className="text-ink sm:text-right">
          <span className="text-xl font-bold tabular-nums">
            {formatDuration(result.totalMinutes)}
          </span>{' '}
          <span className="text-sm text-ink-muted sm:block">of walking</span>
        </p>
      </div>
      <PlanStrip result={result} axis={axis} asked={asked} />
      {rules && <p className="text-sm text-ink">{rules}</p>}
      <ul aria-label={`Walks at ${beach.name}`} className="space-y-2">
        {result.windows.map((window) => (
          <li
            key={window.start}
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
          >
            <span className="font-medium text-ink">{windowText(window)}</span>
            <AddToCalendar date={date} result={result} window={window} />
          </li>
        ))}
      </ul>
    </li>
  );
}
