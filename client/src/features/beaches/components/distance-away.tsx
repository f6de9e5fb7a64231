import { Navigation } from 'lucide-react';
import { formatDistance } from '@shared/near-me';

/** How far a beach is from the visitor's place, heard as "2.3 miles away". */
export function DistanceAway({
  miles,
  as: Tag = 'span',
  className,
  iconClassName,
}: {
  miles: number;
  /** A line of its own (`p`, a card's) or a part of one (`span`, a row's). */
  as?: 'p' | 'span';
  className: string;
  iconClassName: string;
}) {
  return (
    <Tag className={className}>
      <Navigation aria-hidden="true" className={iconClassName} />
      {formatDistance(miles)}
      <span className="sr-only"> away</span>
    </Tag>
  );
}
