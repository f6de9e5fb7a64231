import type { ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import type { DogStatus } from '@shared/dog-rules';
import { DogStatusBadge } from '../dog-status-badge';
import { formatCheckedOn } from './beach-facts';

/** The answer people came for, at the top in large type: can my dog go on this beach now? */
export function DogStatusPanel({ status, action }: { status: DogStatus; action?: ReactNode }) {
  // Zones each say their own state and next change; a rule without zones says it all above.
  const parts = status.parts ?? [];
  const zoned = parts.some((part) => part.zone !== null) ? parts : [];
  return (
    <section
      aria-label="Dog rules now"
      className="space-y-2 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <DogStatusBadge status={status} size="lg" when="now" />
      <p className="text-lg font-medium text-ink">
        {/* "Dates not confirmed: check the signs" is said once, in the badge. */}
        {status.today !== status.headline && status.today}
        {status.nextChange && (
          <span className="mt-1 flex items-center gap-1 text-base font-normal text-ink-muted">
            <CalendarClock aria-hidden="true" className="size-4" />
            {status.nextChange.text}
          </span>
        )}
      </p>
      {zoned.length > 0 && (
        <ul aria-label="Each part of the beach" className="space-y-1 text-base text-ink">
          {zoned.map((part, index) => (
            <li key={index} data-state={part.state} className="border-l-4 border-line pl-2">
              <span className="font-semibold">{part.zone ?? 'The rest of the beach'}:</span>{' '}
              {part.text}
              {part.nextChange && <span className="text-ink-muted">. {part.nextChange.text}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-sm text-ink-muted">
          {status.checkedOn
            ? `Dog rules last checked ${formatCheckedOn(status.checkedOn)}`
            : 'Dog rules not checked yet: check local signs'}
        </p>
        {action}
      </div>
    </section>
  );
}
