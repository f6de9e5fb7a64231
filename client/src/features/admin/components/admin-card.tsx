import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';

interface AdminCardProps {
  /** The border: a plain line unless given (a coloured one marks what waits for an answer). */
  className?: string;
  /** The heading, badges and facts at the top. */
  summary: ReactNode;
  summaryClassName?: string;
  /** The buttons beside the summary. */
  actions: ReactNode;
  testId?: string;
  children?: ReactNode;
}

/** A back-office list's card: what the item is, its buttons beside it, and its text under both. */
export function AdminCard({
  className = 'border-line',
  summary,
  summaryClassName = 'space-y-1',
  actions,
  testId,
  children,
}: AdminCardProps) {
  return (
    <article
      className={cn('rounded-2xl border bg-white p-4 shadow-sm', className)}
      data-testid={testId}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className={cn('min-w-0', summaryClassName)}>{summary}</div>
        {actions}
      </div>
      {children}
    </article>
  );
}

/** The line of small facts under a card's heading: where, who, when. */
export function CardFacts({ children }: { children: ReactNode }) {
  return <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">{children}</p>;
}

/** A card's Delete (or Remove) button, described by the card's heading for screen readers. */
export function DeleteButton({
  titleId,
  onClick,
  label = 'Delete',
}: {
  titleId: string;
  onClick: () => void;
  label?: string;
}) {
  return (
    <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={onClick}>
      <Trash2 aria-hidden="true" className="size-4" /> {label}
    </Button>
  );
}
