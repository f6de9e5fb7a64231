import type { HTMLAttributes } from 'react';
import { cn } from './class-names';

/**
 * A grey block standing in for content while it loads. Shape it like what it replaces (a card, a
 * line of text) and give the surrounding region `aria-busy` and a label; the block itself is hidden
 * from screen readers.
 */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-sand-200/70', className)}
      {...props}
    />
  );
}
