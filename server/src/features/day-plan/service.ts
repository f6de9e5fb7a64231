import type { Beach } from '@shared/beaches';
import { dayPlanSchema, type DayPlan } from '@shared/day-plan';
import { dogDaySegments, dogsMayGo, dogStatusAt, type DogState } from '@shared/dog-rules';
import { formatLocalDate, fromLondon, londonDayBounds, type LocalDate } from '@shared/london-time';
import { levelsForDay, midTideHeight, tidesForDay } from '../tides/service';
import { stationFor, type StationChoice } from '../tides/stations';
import { prepareJson, type CachedJson } from '../../lib/cached-json';
import { MemoCache } from '../../lib/memo-cache';
import { daylightOn, type Daylight } from './daylight';

const stepMinutes = 5;
const minuteMs = 60_000;

/** A stretch of time in epoch milliseconds, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

export interface StateSpan extends Span {
  state: DogState;
}

/** Keeps the parts of `spans` inside `within`. */
export const intersect = <T extends Span>(spans: T[], within: Span): T[] =>
  spans
    .map((span) => ({
      ...span,
      start: Math.max(span.start, within.start),
      end: Math.min(span.end, within.end),
    }))
    .filter((span) => span.end > span.start);

/** The runs of the day's timeline (every `stepMinutes`) where the tide is below `mid`. */
function belowMidTide(
  levels: { time: string; height: number }[],
  mid: number,
  dayEnd: number,
): Span[] {
  const spans: Span[] = [];
  let open: number | null = null;
  for (const [index, level] of levels.entries()) {
    const time = Date.parse(level.time);
    if (level.height < mid && open === null) open = time;
    if (level.height >= mid && open !== null) {
      spans.push({ start: open, end: time });
      open = null;
    }
    if (index === levels.length - 1 && open !== null) spans.push({ start: open, end: dayEnd });
  }
  return spans;
}

/** A station-day's low-tide runs: shared by every beach on that gauge (the planner asks ~184). */
const lowTides = new MemoCache<string, readonly Span[]>(2000);

const iso = (millis: number) => new Date(millis).toISOString();

/** What a beach's day is made of, in instants: its gauge, daylight, dog rule and low tides. */
export interface DayFacts {
  day: string;
  station: StationChoice;
  bounds: { start: Date; end: Date };
  daylight: Daylight;
  /** The dog rule's states through the day. */
  segments: StateSpan[];
  /** Where the tide is below mid-height. */
  lowTide: readonly Span[];
}

export function dayFacts(beach: Beach, date: LocalDate): DayFacts {
  const day = formatLocalDate(date);
  const lat = Number(beach.latitude);
  const lng = Number(beach.longitude);
  const choice = stationFor({ lat, lng });
  const { station } = choice;
  const bounds = londonDayBounds(date);
  const dayEnd = bounds.end.getTime();
  const segments = dogDaySegments(beach, date).map((segment) => ({
    start: fromLondon({ ...date, minute: segment.fromMinute }).getTime(),
    end:
      segment.toMinute >= 1440
        ? dayEnd
        : fromLondon({ ...date, minute: segment.toMinute }).getTime(),
    state: segment.state,
  }));
  const lowTide = lowTides.getOrSet(`${station.id}/${day}`, () =>
    Object.freeze(
      belowMidTide(levelsForDay(station, day, stepMinutes), midTideHeight(station, day), dayEnd),
    ),
  );
  return { day, station: choice, bounds, daylight: daylightOn(date, lat, lng), segments, lowTide };
}

/**
 * Sunrise to sunset where the rule lets dogs on (all or part of) the beach, and, with `lowTide`,
 * the tide below mid-height: each piece with the rule's state in it, in time order.
 */
export function walkSpans(facts: DayFacts, { lowTide }: { lowTide: boolean }): StateSpan[] {
  const { sunrise, sunset } = facts.daylight;
  if (!sunrise || !sunset) return [];
  const light = { start: sunrise.getTime(), end: sunset.getTime() };
  return facts.segments
    .filter((segment) => dogsMayGo(segment.state))
    .flatMap((segment) => {
      const open = intersect([segment], light);
      return lowTide ? facts.lowTide.flatMap((span) => intersect(open, span)) : open;
    })
    .sort((a, b) => a.start - b.start);
}

/** A span as the API writes it: ISO instants and whole minutes. */
export const asWindow = (span: StateSpan) => ({
  start: iso(span.start),
  end: iso(span.end),
  minutes: Math.round((span.end - span.start) / minuteMs),
  dogState: span.state,
});

/** Dawn, sunrise, sunset and dusk as ISO instants, null where the sun does not rise or set. */
export const daylightAnswer = (daylight: Daylight) => ({
  dawn: daylight.dawn?.toISOString() ?? null,
  sunrise: daylight.sunrise?.toISOString() ?? null,
  sunset: daylight.sunset?.toISOString() ?? null,
  dusk: daylight.dusk?.toISOString() ?? null,
});

/** The rule's states as the API writes them: ISO instants. */
export const segmentsAnswer = (segments: readonly StateSpan[]) =>
  segments.map((s) => ({ start: iso(s.start), end: iso(s.end), state: s.state }));

/** The day in one line ("Dogs banned 10am–6pm until 30 Sep") and the rule's states through it. */
export const dogsOfDay = (beach: Beach, { bounds, segments }: DayFacts) => ({
  today: dogStatusAt(beach, new Date(bounds.start.getTime() + 12 * 3600 * 1000)).today,
  segments: segmentsAnswer(segments),
});

/** Everything a dog owner plans a beach day with: tides, daylight, the dog rule and walk windows. */
export function buildDayPlan(beach: Beach, date: LocalDate): DayPlan {
  const facts = dayFacts(beach, date);
  const { day } = facts;
  const { station } = facts.station;
  const levels = levelsForDay(station, day, stepMinutes);

  return {
    date: day,
    beach: { id: beach.id, slug: beach.slug, name: beach.name },
    station: {
      id: station.id,
      label: station.label,
      attribution: station.attribution,
      licence: station.licence.name,
      licenceUrl: station.licence.url,
      distanceKm: facts.station.distanceKm,
      reason: facts.station.reason,
    },
    tides: [...tidesForDay(station, day)],
    midTideHeight: midTideHeight(station, day),
    levels: levels.filter((_, index) => index % (30 / stepMinutes) === 0),
    daylight: daylightAnswer(facts.daylight),
    dogs: dogsOfDay(beach, facts),
    walkWindows: walkSpans(facts, { lowTide: true }).map(asWindow),
  };
}

/**
 * Plans per beach and day, kept as sent (body, brotli, gzip, ETag: lib/cached-json), so a plan
 * asked for again is neither serialised nor compressed again: a tenth of the load mix
 * (bench/load.ts), 1,800 req/s alone when each answer was compressed per request. A beach's edit
 * changes its `updatedAt`, and so the key.
 */
const plans = new MemoCache<string, CachedJson>(5000);

export const dayPlanAnswer = (beach: Beach, date: LocalDate): CachedJson =>
  plans.getOrSet(`${beach.id}/${beach.updatedAt}/${formatLocalDate(date)}`, () =>
    prepareJson(dayPlanSchema.parse(buildDayPlan(beach, date)), 5),
  );

/** Empties the plans and the low tides drawn from the tide caches (benchmarks measure cold ones). */
export const clearDayPlans = () => {
  plans.clear();
  lowTides.clear();
};
