import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLondonDay, shortDayMonthYear } from '@shared/english-dates';

/** "20 Nov 2026", the day in Devon. */
export const contributionDay = (at: string) => formatLondonDay(at, shortDayMonthYear);

/** A beach a member's contribution is about, as the profile's lists answer it. */
export interface ContributionBeach {
  beachName: string;
  beachSlug: string;
}

/** The beach's name, linking to its page by slug. */
export function BeachLink({ beach }: { beach: ContributionBeach }) {
  return (
    <Link
      to={`/beach/${encodeURIComponent(beach.beachSlug)}`}
      className="font-semibold text-sea-700 underline underline-offset-4"
    >
      {beach.beachName}
    </Link>
  );
}

interface ContributionItemProps {
  /** The beach it is about; its name links to its page. */
  beach: ContributionBeach;
  /** When it was made (ISO). */
  at: string;
  /** Its state, as a badge with a word and an icon. */
  status?: ReactNode;
  children?: ReactNode;
}

/** One row of a profile list: the beach, the day, its state, then what was made. */
export function ContributionItem({ beach, at, status, children }: ContributionItemProps) {
  return (
    <article className="space-y-1.5">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <BeachLink beach={beach} />
        <time dateTime={at} className="text-sm text-ink-muted">
          {contributionDay(at)}
        </time>
        {status}
      </header>
      {children}
    </article>
  );
}
