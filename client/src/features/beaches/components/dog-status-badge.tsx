import { Ban, CircleCheck, CircleHelp, TriangleAlert, type LucideProps } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  dogDayStatus,
  formatWeekdayDayMonth,
  type DogState,
  type DogStatus,
  type RuledBeach,
} from '@shared/dog-rules';
import { parseLocalDate } from '@shared/london-time';
import { cn } from '@/components/ui/class-names';

/** A lead: a hand loop and a line ending in a clip (lucide has no lead icon). */
function LeadIcon(props: LucideProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M6.5 3.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z" />
      <path d="M9 9.5 15.5 16" />
      <rect x="14.5" y="15" width="4" height="6" rx="1.5" transform="rotate(-45 16.5 18)" />
    </svg>
  );
}

const stateStyles: Record<DogState, { classes: string; Icon: (props: LucideProps) => ReactNode }> =
  {
    allowed: { classes: 'bg-allowed-bg text-allowed ring-allowed/30', Icon: CircleCheck },
    lead: { classes: 'bg-seasonal-bg text-seasonal ring-seasonal/30', Icon: LeadIcon },
    restricted: { classes: 'bg-seasonal-bg text-seasonal ring-seasonal/30', Icon: TriangleAlert },
    banned: { classes: 'bg-banned-bg text-banned ring-banned/30', Icon: Ban },
    // Neither a yes nor a no: the signs at the beach decide.
    unconfirmed: { classes: 'bg-line text-ink ring-ink/30', Icon: CircleHelp },
  };

/** A chosen day's line and state, in the rule's own words for that day. */
export interface DogDayLine {
  state: DogState;
  /** "Sat 18 Jul: dogs banned 10am–6pm". */
  text: string;
}

/** The line of a list's chosen day (YYYY-MM-DD) for a beach, or null for a date that is not real. */
export function dogDayLine(beach: RuledBeach, day: string): DogDayLine | null {
  const date = parseLocalDate(day);
  if (!date) return null;
  const { state, text } = dogDayStatus(beach, date);
  return {
    state,
    text: `${formatWeekdayDayMonth(date)}: ${text[0]!.toLowerCase()}${text.slice(1)}`,
  };
}

/**
 * What the dog rule says, as a word, an icon and a colour (never colour alone): the most
 * important line on a card. `when="today"` (default) shows the day's line ("Dogs banned 10am–6pm
 * until 30 Sep"), `when="now"` the state at this moment ("Dogs on leads"). `size="lg"` is for the
 * top of a beach page, readable at arm's length. `day` replaces both with a chosen day's line.
 */
export function DogStatusBadge({
  status,
  size = 'md',
  when = 'today',
  day,
  className,
}: {
  status: DogStatus;
  day?: DogDayLine | null;
  size?: 'md' | 'lg';
  when?: 'today' | 'now';
  className?: string;
}) {
  const state = day?.state ?? status.state;
  const { classes, Icon } = stateStyles[state];
  return (
    <p
      data-state={state}
      className={cn(
        'inline-flex max-w-full items-center rounded-lg font-semibold ring-1',
        size === 'lg' ? 'gap-2 px-4 py-2.5 text-lg' : 'gap-1.5 px-2.5 py-1 text-sm',
        classes,
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('shrink-0', size === 'lg' ? 'size-6' : 'size-4')} />
      <span>{day?.text ?? (when === 'now' ? status.headline : status.today)}</span>
    </p>
  );
}
