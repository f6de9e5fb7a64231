import { CalendarClock } from 'lucide-react';
import type { DogStatus } from '@shared/dog-rules';
import { DogStatusBadge } from '../dog-status-badge';
import { formatCheckedOn } from './beach-facts';

/** The answer people came for, at the top in large type: can my dog go on this beach now? */
export function DogStatusPanel({ status }: { status: DogStatus }) {
  return (
    <section
      aria-label="Dog rules now"
      className="space-y-2 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <DogStatusBadge status={status} size="lg" when="now" />
      <p className="text-lg font-medium text-ink">
        {status.today}
        {status.nextChange && (
          <span className="mt-1 flex items-center gap-1 text-base font-normal text-ink-muted">
            <CalendarClock aria-hidden="true" className="size-4" />
            {status.nextChange.text}
          </span>
        )}
      </p>
      {status.checkedOn && (
        <p className="text-sm text-ink-muted">
          Dog rules last checked {formatCheckedOn(status.checkedOn)}
        </p>
      )}
    </section>
  );
}
