import type { LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from './badge';

/** One state of a row: its colour, its icon and its word. */
export interface BadgeState {
  tone: BadgeTone;
  icon: LucideIcon;
  label: string;
}

/**
 * A row's state as a badge, in a word and an icon (a state is never told by colour alone);
 * `iconSize` is a size up beside a card's larger heading.
 */
export function StateBadge({
  tone,
  icon: Icon,
  label,
  iconSize = 'size-3.5',
}: BadgeState & { iconSize?: string }) {
  return (
    <Badge tone={tone} icon={<Icon aria-hidden="true" className={iconSize} />}>
      {label}
    </Badge>
  );
}
