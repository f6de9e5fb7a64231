import type { ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import type { Beach } from '@shared/beaches';
import { dogDayParts, dogsBannedAllDay, movingQuickDays } from '@shared/dog-day';
import { dogDaySegments, formatWeekdayDayMonth, type DogStatus } from '@shared/dog-rules';
import { parseLocalDate } from '@shared/london-time';
import { formatTimeOfDay, formatTimeRange } from '@shared/time-of-day';
import { dogStateLabels } from '@/features/tides';
import { DogStatusBadge, dogDayLine } from '../dog-status-badge';
import { formatCheckedOn } from './beach-facts';
import { DayChoice } from './day-choice';
import { DayFacts } from './day-facts';
import { OpenNearby } from './open-nearby';

interface PartLine {
  zone: string | null;
  state: string;
  text: ReactNode;
}

/** Each part of the beach in a list, when the rule names zones: where the dog-free zone is. */
function PartList({ parts }: { parts: PartLine[] }) {
  if (parts.length === 0) return null;
  return (
    <ul aria-label="Each part of the beach" className="space-y-1 text-base text-ink">
      {parts.map((part, index) => (
        <li key={index} data-state={part.state} className="border-l-4 border-line pl-2">
          <span className="font-semibold">{part.zone ?? 'The rest of the beach'}:</span> {part.text}
        </li>
      ))}
    </ul>
  );
}

/** Today: the rule at this moment, what comes next, and each zone's own state. */
export function NowStatus({ status }: { status: DogStatus }) {
  // Zones each say their own state and next change; a rule without zones says it all above.
  const parts = status.parts ?? [];
  const zoned = parts.some((part) => part.zone !== null) ? parts : [];
  return (
    <>
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
      <PartList
        parts={zoned.map((part) => ({
          ...part,
          text: (
            <>
              {part.text}
              {part.nextChange && <span className="text-ink-muted">. {part.nextChange.text}</span>}
            </>
          ),
        }))}
      />
    </>
  );
}

const spanText = (from: number, to: number, index: number, count: number) => {
  if (index === 0) return `Until ${formatTimeOfDay(to)}`;
  if (index === count - 1) return `From ${formatTimeOfDay(from)}`;
  return formatTimeRange(formatTimeOfDay(from), formatTimeOfDay(to));
};

/** Another day: the day's line, its hours when the rule changes through it, and each zone. */
export function DayStatus({ beach, date }: { beach: Beach; date: string }) {
  const local = parseLocalDate(date);
  if (!local) return null;
  const line = dogDayLine(beach, date);
  const segments = dogDaySegments(beach, local);
  return (
    <>
      <DogStatusBadge status={beach.dogStatus} size="lg" day={line} />
      {segments.length > 1 && (
        <ul aria-label="Through the day" className="flex flex-wrap gap-x-4 gap-y-1 text-base">
          {segments.map((segment, index) => (
            <li key={segment.fromMinute} data-state={segment.state}>
              <span className="font-semibold">
                {spanText(segment.fromMinute, segment.toMinute, index, segments.length)}:
              </span>{' '}
              {dogStateLabels[segment.state].long.toLowerCase()}
            </li>
          ))}
        </ul>
      )}
      <PartList parts={dogDayParts(beach, local)} />
    </>
  );
}

interface BeachDayCardProps {
  beach: Beach;
  /** The day the card speaks of, YYYY-MM-DD (today in London unless the address names one). */
  date: string;
  today: string;
  onDate: (date: string) => void;
  action?: ReactNode;
}

/**
 * The answer people came for, at the top of the beach page in large type: may my dog go here on
 * the day I am going, where, and when is best? "Going" changes the whole card (and the address).
 */
export function BeachDayCard({ beach, date, today, onDate, action }: BeachDayCardProps) {
  const day = parseLocalDate(date) ?? parseLocalDate(today);
  // Another day than today, which the card then speaks of instead of this moment.
  const local = date === today ? null : day;
  const status = beach.dogStatus;
  return (
    <section
      aria-label={local ? `Dog rules on ${formatWeekdayDayMonth(local)}` : 'Dog rules now'}
      className="space-y-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <DayChoice date={date} quickDays={movingQuickDays(beach)} onChange={onDate} />
      <div className="space-y-2">
        {local ? <DayStatus beach={beach} date={date} /> : <NowStatus status={status} />}
      </div>
      <DayFacts slug={beach.slug} date={date} />
      {day && dogsBannedAllDay(beach, day) && <OpenNearby beach={beach} date={date} />}
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
