import { londonDayBounds, parseLocalDate } from '@shared/london-time';
import { MemoCache } from '../../lib/memo-cache';

export interface Day {
  /** Local midnight that opens the day. */
  start: Date;
  /** Local midnight that opens the next day: 23 hours later in March, 25 in October. */
  end: Date;
}

const days = new MemoCache<string, Day>(1000);

/** The instants a calendar day `yyyy-MM-dd` covers in Europe/London, clock changes included. */
export function londonDay(date: string): Day {
  return days.getOrSet(date, () => {
    const local = parseLocalDate(date);
    if (!local) throw new RangeError(`Not a calendar date: ${date}`);
    return londonDayBounds(local);
  });
}
