import type { HTMLAttributes } from 'react';
import { cn } from './class-names';

/**
 * A grey block standing in for content while it loads. Shape it like what it replaces (a card, a
 * line of text) and give the surrounding region `aria-busy` and a label; the block itself is hidden
 * from screen readers. It does not pulse: an animated placeholder makes the browser draw a new
 * frame 60 times a second for as long as it shows, and a beach page loads with some thirty of them
 * below the fold. On a two-core host those frames cost the compositor 0.3 to 0.7 s more CPU time
 * in one page load, taken from the page's own code (docs/decisions/012-ssr-and-hydration.md).
 */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cn('rounded-lg bg-sand-200/70', className)} {...props} />
  );
}

export interface SkeletonListProps {
  /** What is loading, for screen readers ("Loading beaches..."). */
  label: string;
  /** How many placeholder blocks to show. */
  count: number;
  /** The layout of the region (a grid, a stack). */
  className?: string;
  /** The shape of each block. */
  itemClassName?: string;
  /** A `data-testid` for each block. */
  testId?: string;
}

/** A busy, labelled region of `count` skeleton blocks: a list's loading state. */
export function SkeletonList({
  label,
  count,
  className,
  itemClassName,
  testId,
}: SkeletonListProps) {
  return (
    <div aria-busy="true" role="status" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} data-testid={testId} className={itemClassName} />
      ))}
    </div>
  );
}

/** A bar's shape (`h-4 w-2/3`), or a row of small blocks side by side (tags, icons). */
type SkeletonBar = string | readonly string[];

/** A column of skeleton bars in `className`'s layout: the lines of a card or a page, loading. */
export function SkeletonBars({
  bars,
  className,
}: {
  bars: readonly SkeletonBar[];
  className?: string;
}) {
  return (
    <div className={className}>
      {bars.map((bar, index) =>
        typeof bar === 'string' ? (
          <Skeleton key={index} className={bar} />
        ) : (
          <div key={index} className="flex gap-2">
            {bar.map((block, at) => (
              <Skeleton key={at} className={block} />
            ))}
          </div>
        ),
      )}
    </div>
  );
}
