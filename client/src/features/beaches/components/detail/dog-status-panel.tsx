import type { ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import type { DogStatus } from '@shared/dog-rules';
import { DogStatusBadge } from '../dog-status-badge';
import { formatCheckedOn } from './beach-facts';

/** The answer people came for, at the top in large type: can my dog go on this beach now? */
export function DogStatusPanel({ status, action }: { status: DogStatus; action?: ReactNode }) {
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
