import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { cn } from './class-names';

interface NewTabLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** A fuller name for screen readers, when the visible words alone are ambiguous ("Source"). */
  label?: string;
  /** The trailing external-link icon; off for buttons that lead with their own icon. */
  icon?: boolean;
}

/** A link that opens another site in a new tab, and tells screen-reader users that it does. */
export function NewTabLink({ href, children, className, label, icon = true }: NewTabLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} (opens in a new tab)` : undefined}
      className={cn('inline-flex items-center gap-1', className)}
    >
      {children}
      {icon && <ExternalLink aria-hidden="true" className="size-3.5" />}
      {!label && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
