import type { Beach } from '@shared/beaches';
import { dayPlanSchema, type DayPlan } from '@shared/day-plan';
import { dogDaySegments, dogsMayGo, dogStatusAt } from '@shared/dog-rules';
import { formatLocalDate, fromLondon, londonDayBounds, type LocalDate } from '@shared/london-time';
import { levelsForDay, midTideHeight, tidesForDay } from '../tides/service';
import { stationFor } from '../tides/stations';
import { prepareJson, type CachedJson } from '../../lib/cached-json';
import { MemoCache } from '../../lib/memo-cache';
import { daylightOn } from './daylight';

const stepMinutes = 5;
const minuteMs = 60_000;

interface Span {
  start: number;
  end: number;
}

/** Keeps the parts of `spans` inside `within`. */
const intersect = (spans: Span[], within: Span): Span[] =>
  spans
    .map((span) => ({
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

const iso = (millis: number) => new Date(millis).toISOString();

/** Everything a dog owner plans a beach day with: tides, daylight, the dog rule and walk windows. */
export function buildDayPlan(beach: Beach, date: LocalDate): DayPlan {
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
  const daylight = daylightOn(date, lat, lng);
  const levels = levelsForDay(station, day, stepMinutes);
  const mid = midTideHeight(station, day);

  const light =
    daylight.sunrise && daylight.sunset
      ? { start: daylight.sunrise.getTime(), end: daylight.sunset.getTime() }
      : null;
  const windows = light
    ? segments
        .filter((segment) => dogsMayGo(segment.state))
        .flatMap((segment) =>
          intersect(intersect(belowMidTide(levels, mid, dayEnd), light), segment).map((span) => ({
            ...span,
            dogState: segment.state,
          })),
        )
        .sort((a, b) => a.start - b.start)
    : [];

  return {
    date: day,
    beach: { id: beach.id, slug: beach.slug, name: beach.name },
    station: {
      id: station.id,
      label: station.label,
      attribution: station.attribution,
      licence: station.licence.name,
      licenceUrl: station.licence.url,
      distanceKm: choice.distanceKm,
      reason: choice.reason,
    },
    tides: [...tidesForDay(station, day)],
    midTideHeight: mid,
    levels: levels.filter((_, index) => index % (30 / stepMinutes) === 0),
    daylight: {
      dawn: daylight.dawn?.toISOString() ?? null,
      sunrise: daylight.sunrise?.toISOString() ?? null,
      sunset: daylight.sunset?.toISOString() ?? null,
      dusk: daylight.dusk?.toISOString() ?? null,
    },
    dogs: {
      today: dogStatusAt(beach, new Date(bounds.start.getTime() + 12 * 3600 * 1000)).today,
      segments: segments.map((s) => ({ start: iso(s.start), end: iso(s.end), state: s.state })),
    },
    walkWindows: windows.map((w) => ({
      start: iso(w.start),
      end: iso(w.end),
      minutes: Math.round((w.end - w.start) / minuteMs),
      dogState: w.dogState,
    })),
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

export const clearDayPlans = () => plans.clear();
