import type { PlanResult } from '@shared/plan';
import { siteName } from '@shared/page-title';
import { windowText } from './plan-text';
import { toLondon } from '@shared/london-time';

type Window = PlanResult['windows'][number];

/** "1305": a file name's 24-hour London time, which sorts. */
function fileClock(instant: string): string {
  const { minute } = toLondon(new Date(instant));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}${pad(minute % 60)}`;
}

/** The file name a walk on `date` is saved as: "dog-walk-bantham-2026-03-14-1305.ics". */
export const calendarFileName = (date: string, result: PlanResult, window: Window) =>
  `dog-walk-${result.beach.slug}-${date}-${fileClock(window.start)}.ics`;

/**
 * One walk window as an iCalendar event (the `ics` library writes the format: line folding,
 * escaping). Times are sent as UTC instants, so any calendar shows them in its own zone. The
 * library is loaded only when a visitor asks for a file.
 */
export async function walkCalendarFile(
  result: PlanResult,
  window: Window,
  siteOrigin: string,
): Promise<string> {
  const { createEvent } = await import('ics');
  const { beach } = result;
  const { error, value } = createEvent({
    uid: `${beach.slug}-${Date.parse(window.start)}@${new URL(siteOrigin).host}`,
    productId: siteName,
    start: Date.parse(window.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(window.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Dog walk at ${beach.name}`,
    description: `${windowText(window)} (London time). The dog rules can change: check the signs at the beach.`,
    location: `${beach.name}, ${beach.location}`,
    geo: { lat: beach.latitude, lon: beach.longitude },
    url: new URL(`/beach/${encodeURIComponent(beach.slug)}`, siteOrigin).href,
    busyStatus: 'FREE',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}

/** Saves text as a file through the browser's download. */
export function downloadFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
