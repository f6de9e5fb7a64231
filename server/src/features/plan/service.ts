import type { Beach } from '@shared/beaches';
import { dogsMayGo, type DogState } from '@shared/dog-rules';
import { compareEnglish } from '@shared/english-order';
import type { LatLng } from '@shared/geo';
import { addDays, formatLocalDate, fromLondon, type LocalDate } from '@shared/london-time';
import { beachPosition, distanceMiles } from '@shared/near-me';
import { planAmenities, planDefaults } from '@shared/plan-options';
import { planSchema, type Plan, type PlanQuery, type PlanResult } from '@shared/plan';
import { weekSchema, type Week } from '@shared/week';
import { tideRegion } from '@shared/tides';
import { prepareJson, type CachedJson } from '../../lib/cached-json';
import { MemoCache } from '../../lib/memo-cache';
import { daylightOn } from '../day-plan/daylight';
import {
  asWindow,
  dayFacts,
  daylightAnswer,
  dogsOfDay,
  intersect,
  segmentsAnswer,
  walkSpans,
  type Span,
} from '../day-plan/service';
import { tidesForDay } from '../tides/service';

/** Where the default window's dawn and dusk are taken without a `from`: the middle of our coast. */
const coastCentre: LatLng = {
  lat: (tideRegion.south + tideRegion.north) / 2,
  lng: (tideRegion.west + tideRegion.east) / 2,
};

/**
 * A mile away costs as much as two minutes of walk: the drive there at 30 mph. So a beach 10 miles
 * nearer ranks above one with up to 20 more minutes of walking.
 */
export const minutesPerMile = 2;

const roundTo1 = (value: number) => Math.round(value * 10) / 10;

/** The rank of a result, highest first: its minutes of walking less the drive (docs/plan.md). */
export const planScore = (totalMinutes: number, miles: number | null) =>
  roundTo1(totalMinutes - minutesPerMile * (miles ?? 0));

/** Higher score first, then by name. */
export const byRank = (a: PlanResult, b: PlanResult) =>
  b.score - a.score || compareEnglish(a.beach.name, b.beach.name);

/**
 * The asked time of a day: `start` and `end` (London minutes), else civil dawn and dusk at the
 * origin (or the middle of the coast), else the whole day where the sun does neither.
 */
export function planWindow(
  date: LocalDate,
  query: Pick<PlanQuery, 'start' | 'end' | 'from'>,
): Span {
  const at = query.from ? { lat: query.from.latitude, lng: query.from.longitude } : coastCentre;
  const light = daylightOn(date, at.lat, at.lng);
  const instant = (minute: number) =>
    minute >= 1440
      ? fromLondon({ ...addDays(date, 1), minute: 0 }).getTime()
      : fromLondon({ ...date, minute }).getTime();
  return {
    start: query.start !== undefined ? instant(query.start) : (light.dawn?.getTime() ?? instant(0)),
    end: query.end !== undefined ? instant(query.end) : (light.dusk?.getTime() ?? instant(1440)),
  };
}

/**
 * Whether a beach has every amenity asked for and is one of the asked types. An amenity counts
 * only where its facility is known to be there (the has* flags are true only for "yes").
 */
const hasMustHaves = (beach: Beach, query: PlanQuery) =>
  (query.has ?? []).every((amenity) => beach[planAmenities[amenity]]) &&
  (!query.beachType || query.beachType.some((type) => type === beach.beachType));

/**
 * The plan of one day for the whole catalogue. Each beach is left out under the first reason
 * that applies, in this order: too far (beyond the radius, or no position to measure); missing a
 * must-have (an amenity or the beach type); banned (the rule keeps dogs off the whole beach, or
 * with `offLead` off the lead, for all of the asked time); no window (daylight, the tide or
 * `minMinutes` leave nothing). The rest are ranked by `planScore`, and the first `limit` listed.
 */
export function buildPlan(
  beaches: readonly Beach[],
  date: LocalDate,
  window: Span,
  query: PlanQuery,
): Plan {
  const origin = query.from ? { lat: query.from.latitude, lng: query.from.longitude } : null;
  const radius = query.radius ?? planDefaults.radiusMiles;
  const allows = query.offLead
    ? (state: DogState) => state === 'allowed'
    : (state: DogState) => dogsMayGo(state);
  const excluded = { tooFar: 0, missingMustHave: 0, banned: 0, noWindow: 0 };
  const results: PlanResult[] = [];

  for (const beach of beaches) {
    const position = beachPosition(beach);
    const miles = origin && position ? distanceMiles(origin, position) : null;
    if (origin && (miles === null || miles > radius)) {
      excluded.tooFar += 1;
      continue;
    }
    if (!hasMustHaves(beach, query)) {
      excluded.missingMustHave += 1;
      continue;
    }
    if (!position) {
      excluded.noWindow += 1;
      continue;
    }
    const facts = dayFacts(beach, date);
    const allowed = <T extends { state: DogState }>(spans: T[]) =>
      spans.filter((span) => allows(span.state));
    if (intersect(allowed(facts.segments), window).length === 0) {
      excluded.banned += 1;
      continue;
    }
    const windows = intersect(allowed(walkSpans(facts, { lowTide: query.tide === 'low' })), window)
      .map(asWindow)
      .filter((walk) => walk.minutes >= query.minMinutes);
    if (windows.length === 0) {
      excluded.noWindow += 1;
      continue;
    }
    const totalMinutes = windows.reduce((sum, walk) => sum + walk.minutes, 0);
    const distance = miles === null ? null : roundTo1(miles);
    results.push({
      beach: {
        id: beach.id,
        slug: beach.slug,
        name: beach.name,
        location: beach.location,
        latitude: position.lat,
        longitude: position.lng,
      },
      distanceMiles: distance,
      windows,
      totalMinutes,
      dogSegments: segmentsAnswer(intersect(facts.segments, window)),
      tides: [...tidesForDay(facts.station.station, facts.day)],
      daylight: {
        sunrise: facts.daylight.sunrise?.toISOString() ?? null,
        sunset: facts.daylight.sunset?.toISOString() ?? null,
      },
      score: planScore(totalMinutes, distance),
    });
  }

  return {
    date: formatLocalDate(date),
    from: query.from ?? null,
    window: {
      start: new Date(window.start).toISOString(),
      end: new Date(window.end).toISOString(),
    },
    results: results.sort(byRank).slice(0, query.limit),
    excluded,
  };
}

/**
 * Plans as sent, keyed by the catalogue's version, the day, the window and the normalised query
 * (lists deduplicated and ordered by the schema), so the same plan asked again is one lookup.
 */
const plans = new MemoCache<string, CachedJson>(500);

export function planAnswer(
  catalogue: { version: number; beaches: readonly Beach[] },
  date: LocalDate,
  window: Span,
  query: PlanQuery,
): CachedJson {
  const key = JSON.stringify([
    catalogue.version,
    formatLocalDate(date),
    window.start,
    window.end,
    query.from ? [query.from.latitude, query.from.longitude, query.from.label] : null,
    query.from ? (query.radius ?? planDefaults.radiusMiles) : null,
    query.minMinutes,
    query.tide,
    query.offLead,
    query.has ?? [],
    query.beachType ?? null,
    query.limit,
  ]);
  return plans.getOrSet(key, () =>
    prepareJson(planSchema.parse(buildPlan(catalogue.beaches, date, window, query)), 5),
  );
}

/**
 * Seven days at one beach from `from`, each with its day plan's dog status, walk windows and
 * daylight (the plan's pieces, not whole plans: a week needs no tide curve).
 */
export function buildWeek(beach: Beach, from: LocalDate): Week {
  const days = Array.from({ length: 7 }, (_, offset) => {
    const facts = dayFacts(beach, addDays(from, offset));
    const walkWindows = walkSpans(facts, { lowTide: true }).map(asWindow);
    return {
      date: facts.day,
      dogs: dogsOfDay(beach, facts),
      walkWindows,
      totalMinutes: walkWindows.reduce((sum, walk) => sum + walk.minutes, 0),
      daylight: daylightAnswer(facts.daylight),
    };
  });
  return { beach: { id: beach.id, slug: beach.slug, name: beach.name }, days };
}

/** Weeks as sent; a beach's edit changes its `updatedAt`, and so the key. */
const weeks = new MemoCache<string, CachedJson>(1000);

export const weekAnswer = (beach: Beach, from: LocalDate): CachedJson =>
  weeks.getOrSet(`${beach.id}/${beach.updatedAt}/${formatLocalDate(from)}`, () =>
    prepareJson(weekSchema.parse(buildWeek(beach, from)), 5),
  );

/** Empties the prepared plans and weeks (benchmarks measure uncached ones). */
export function clearPlans(): void {
  plans.clear();
  weeks.clear();
}
