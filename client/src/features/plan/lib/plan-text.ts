import type { DogState } from '@shared/dog-rules';
import type { Plan } from '@shared/plan';
import type { PlanAmenity } from '@shared/plan-options';
import { formatDuration } from '@/features/tides';
import { amenityNames } from './plan-form';
import { formatLondonTime, formatTimeRange } from '@shared/time-of-day';

type Window = Plan['results'][number]['windows'][number];

const dogWords: Record<DogState, string> = {
  allowed: 'dogs allowed',
  lead: 'dogs on leads',
  restricted: 'dogs banned from part of the beach',
  banned: 'dogs banned',
  unconfirmed: 'dates not confirmed: check the signs',
};

/** "1:05pm–3:40pm" in London time. */
export const windowSpan = (window: Pick<Window, 'start' | 'end'>) =>
  formatTimeRange(formatLondonTime(window.start), formatLondonTime(window.end));

/** One walk window in words: "Walk 1:05pm–3:40pm, 2 h 35 min, dogs allowed". */
export const windowText = (window: Window) =>
  `Walk ${windowSpan(window)}, ${formatDuration(window.minutes)}, ${dogWords[window.dogState]}`;

type Segment = Plan['results'][number]['dogSegments'][number];

const ruleWords: Record<Exclude<DogState, 'allowed'>, (span: string) => string> = {
  lead: (span) => `Dogs on leads ${span}`,
  restricted: (span) => `Dogs banned from part of the beach ${span}`,
  banned: (span) => `Dogs banned ${span}`,
  unconfirmed: (span) => `Dates not confirmed ${span}: check the signs`,
};

/**
 * The dog rule through the asked time in words, for those who cannot see the strip: each time it
 * is not simply "allowed" ("Dogs banned 10am–6pm."), or that it is all the time.
 */
export function rulesText(segments: readonly Segment[]): string {
  const limits = segments.flatMap((segment) =>
    segment.state === 'allowed' ? [] : [`${ruleWords[segment.state](windowSpan(segment))}.`],
  );
  if (limits.length > 0) return limits.join(' ');
  return segments.length > 0 ? 'Dogs allowed all that time.' : '';
}

/**
 * What the plan left out, each beach once under its first reason: "Left out: 12 too far,
 * 3 without parking, 2 with dogs banned". Empty when nothing was.
 */
export function excludedText(
  excluded: Plan['excluded'],
  asked: { has: readonly PlanAmenity[]; offLead: boolean },
): string {
  const [only] = asked.has;
  const parts = [
    excluded.tooFar > 0 && `${excluded.tooFar} too far`,
    excluded.missingMustHave > 0 &&
      `${excluded.missingMustHave} without ${
        asked.has.length === 1 && only ? amenityNames[only].toLowerCase() : 'all your must-haves'
      }`,
    excluded.banned > 0 &&
      `${excluded.banned} with dogs banned${asked.offLead ? ' or on leads' : ''} all that time`,
    excluded.noWindow > 0 && `${excluded.noWindow} with no good time for a walk`,
  ].filter(Boolean);
  return parts.length > 0 ? `Left out: ${parts.join(', ')}.` : '';
}
