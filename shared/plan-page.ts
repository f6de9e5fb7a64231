import { weekdayDayMonth } from './english-dates';
import { parseLocalDate } from './london-time';
import { findPlace } from './places';

/** "2026-03-14" -> "Saturday 14 March"; null when the text is not a real date. */
export function planDayName(date: string | null | undefined): string | null {
  const parsed = date ? parseLocalDate(date) : null;
  return parsed ? weekdayDayMonth(parsed) : null;
}

/**
 * The plan page's name for its address, the same in the tab and in a shared link's preview:
 * "Dog walks on Saturday 14 March near EX39", or "Plan a dog walk" without a day or place. Only a
 * place of our table is named, never raw text from the link (nor coordinates).
 */
export function planPageName(params: URLSearchParams): string {
  const day = planDayName(params.get('date'));
  const typed = params.get('from')?.trim();
  const place = typed ? findPlace(typed)?.place.name : undefined;
  if (!day && !place) return 'Plan a dog walk';
  return ['Dog walks', day && `on ${day}`, place && `near ${place}`].filter(Boolean).join(' ');
}
