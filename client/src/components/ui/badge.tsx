import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './class-names';

export type BadgeTone = 'neutral' | 'sea' | 'sand' | 'allowed' | 'seasonal' | 'banned';

const toneClasses: Record<BadgeTone, string> = {
  neutral: 'bg-white text-ink-muted ring-1 ring-line',
  sea: 'bg-sea-50 text-sea-800 ring-1 ring-sea-100',
  sand: 'bg-sand-100 text-ink ring-1 ring-sand-200',
  allowed: 'bg-allowed-bg text-allowed ring-1 ring-allowed/25',
  seasonal: 'bg-seasonal-bg text-seasonal ring-1 ring-seasonal/25',
  banned: 'bg-banned-bg text-banned ring-1 ring-banned/25',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** An icon before the text; status badges always carry one (status is never colour alone). */
  icon?: ReactNode;
}

/** A small pill of text: beach type, features, access. */
export function Badge({ tone = 'neutral', icon, className, children, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium',
        toneClasses[tone],
        className,
      )}
      {...props}
    >
      {icon}
      <span className="truncate">{children}</span>
    </span>
  );
}
