import type { ReactNode } from 'react';
import { dogStates } from '@shared/dog-rules';
import type { Plan } from '@shared/plan';
import { planDefaults } from '@shared/plan-options';
import { planDayName } from '@shared/plan-page';
import { LoadError } from '@/components/ui/load-error';
import { dogStateColours, dogStateLabels } from '@/features/tides';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';
import { planAxis } from '../lib/plan-time';
import { excludedText, windowSpan } from '../lib/plan-text';
import type { PlanFormValues } from '../lib/plan-form';
import { PlanResultCard } from './plan-result-card';
import { PlanResultsLoading } from './plan-results-loading';
import { darkTone, outsideTone, windowTones } from './plan-strip';

export const noBeachFits = 'No beach fits: try a wider radius or another time';

interface PlanResultsProps {
  plan: Plan | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  asked: PlanFormValues;
  /** The map of the results, drawn beside them (or below, on a phone). */
  map?: ReactNode;
}

/** The answer to a plan: loading, the error, nothing that fits, or the beaches on one time line. */
export function PlanResults({ plan, isPending, error, onRetry, asked, map }: PlanResultsProps) {
  if (isPending) return <PlanResultsLoading />;

  if (error || !plan) {
    return error instanceof ApiError && error.status === 400 ? (
      <p role="alert" className="rounded-lg bg-banned-bg px-3 py-2 font-semibold text-banned">
        This plan cannot be made: {serverMessage(error, 'check the fields above')}
      </p>
    ) : (
      <LoadError text="We couldn't make this plan. Please try again." onRetry={onRetry} />
    );
  }
  const left = excludedText(plan.excluded, asked);
  const axis = planAxis(plan.window);
  const day = planDayName(plan.date) ?? plan.date;
  const place = plan.from ? ` from ${plan.from.label}` : ' on the whole coast';
  const count = plan.results.length;
  return (
    <div className="space-y-4">
      <div aria-live="polite" className="space-y-1">
        <h2 className="text-xl font-semibold text-ink">
          {count === 0
            ? noBeachFits
            : `${count} ${count === 1 ? 'beach' : 'beaches'} for ${day}, ${windowSpan(plan.window)}${place}`}
        </h2>
        {left && <p className="text-sm text-ink-muted">{left}</p>}
      </div>
      {count > 0 && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-3">
            <Legend asked={asked} />
            <ol aria-label="Beaches, best first" className="space-y-3">
              {plan.results.map((result) => (
                <PlanResultCard
                  key={result.beach.id}
                  date={plan.date}
                  result={result}
                  axis={axis}
                  asked={plan.window}
                />
              ))}
            </ol>
          </div>
          {map && <div className="lg:sticky lg:top-4 lg:self-start">{map}</div>}
        </div>
      )}
    </div>
  );
}

/** Why a time dogs may go has no walk outlined, from what was asked: "the tide is high or …". */
export function noWalkReasons(asked: Pick<PlanFormValues, 'tide' | 'offLead'>): string {
  const reasons = [
    asked.tide === 'low' && 'the tide is high',
    `the time is shorter than ${planDefaults.minMinutes} min`,
    asked.offLead && 'dogs must be on leads',
  ].filter(Boolean);
  const last = reasons.pop();
  return reasons.length > 0 ? `${reasons.join(', ')} or ${last}` : String(last);
}

function Legend({ asked }: { asked: PlanFormValues }) {
  const items = [
    ...dogStates.map((state) => ({
      tone: dogStateColours[state],
      label: dogStateLabels[state].long,
    })),
    { tone: `border-2 ${windowTones.allowed}`, label: 'Walk, dogs allowed' },
    { tone: `border-2 ${windowTones.lead}`, label: 'Walk, dogs on leads or on part of the beach' },
    { tone: darkTone, label: 'Dark' },
    { tone: `${outsideTone} border border-line`, label: 'Outside your time' },
  ];
  return (
    <ul
      aria-label="Key to the time lines"
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted"
    >
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-3 w-5 rounded-sm ${item.tone}`} />
          {item.label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-sea-600" />
        Tide height
      </li>
      <li>No walk where dogs may go: {noWalkReasons(asked)}</li>
    </ul>
  );
}
