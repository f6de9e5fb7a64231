import { createTidePredictor, type TidePrediction } from '@neaps/tide-predictor';
import type { TideEntry } from '@shared/tides';
import { MemoCache } from '../../lib/memo-cache';
import { alternatingTides } from './extremes';
import { londonDate } from '@shared/london-time';
import { londonDay } from './london-day';
import type { TideStation } from './station-data';

/** A predicted water level: metres above the station's lowest astronomical tide. */
export interface WaterLevel {
  time: string;
  height: number;
}

const minuteMs = 60_000;
/** Extremes are searched a tide beyond each end of the day, so cleaning them sees both neighbours. */
const searchMarginMs = 13 * 60 * minuteMs;

/** One station-day of extremes is a few hundred bytes: 2000 of them hold a year for five gauges. */
const extremesCache = new MemoCache<string, readonly TideEntry[]>(2000);
/** A minute-by-minute day is 1.5k numbers (12 KB): enough days for the live levels people ask for. */
const minuteLevelsCache = new MemoCache<string, Float64Array>(64);
const predictors = new Map<string, TidePrediction>();

const roundTo2 = (value: number) => Math.round(value * 100) / 100;
const cacheKey = (station: TideStation, date: string) => `${station.id}/${date}`;

/** Predictions come out in metres above LAT: the offset lifts them from mean sea level. */
function predictorFor(station: TideStation): TidePrediction {
  let predictor = predictors.get(station.id);
  if (!predictor) {
    predictor = createTidePredictor(station.constituents, {
      offset: station.datums.mslAboveLat,
    });
    predictors.set(station.id, predictor);
  }
  return predictor;
}

/**
 * The high and low waters of a calendar day in Europe/London (`yyyy-MM-dd`), in time order, to the
 * minute and the centimetre. The answer is cached per station and day and must not be changed.
 */
export function tidesForDay(station: TideStation, date: string): readonly TideEntry[] {
  return extremesCache.getOrSet(cacheKey(station, date), () => {
    const { start, end } = londonDay(date);
    const extremes = predictorFor(station).getExtremesPrediction({
      start: new Date(start.getTime() - searchMarginMs),
      end: new Date(end.getTime() + searchMarginMs),
    });
    const turns = extremes.map((extreme) => ({
      time: Math.round(extreme.time.getTime() / minuteMs) * minuteMs,
      level: extreme.level,
      high: extreme.high,
    }));
    const entries: TideEntry[] = alternatingTides(turns)
      .filter((turn) => turn.time >= start.getTime() && turn.time < end.getTime())
      .map((turn) => ({
        time: new Date(turn.time).toISOString(),
        type: turn.high ? 'high' : 'low',
        height: roundTo2(turn.level),
      }));
    return Object.freeze(entries);
  });
}

/** The day's levels at every minute from its first midnight to the next (inclusive). */
function minuteLevels(station: TideStation, date: string): Float64Array {
  return minuteLevelsCache.getOrSet(cacheKey(station, date), () => {
    const { start, end } = londonDay(date);
    const timeline = predictorFor(station).getTimelinePrediction({ start, end, timeFidelity: 60 });
    return Float64Array.from(timeline, (point) => point.level);
  });
}

/**
 * The predicted level at any instant, for a live "height now". Not the predictor's
 * getWaterLevelAtTime, which answers for the 10-minute step before the instant: this reads the
 * day's one-minute timeline and interpolates within the minute.
 */
export function waterLevelAt(station: TideStation, at: Date): number {
  const date = londonDate(at);
  const levels = minuteLevels(station, date);
  const offset = (at.getTime() - londonDay(date).start.getTime()) / minuteMs;
  const before = Math.min(Math.floor(offset), levels.length - 1);
  const after = Math.min(before + 1, levels.length - 1);
  const fraction = offset - before;
  return (levels[before] ?? 0) * (1 - fraction) + (levels[after] ?? 0) * fraction;
}

/**
 * The levels of a day every `stepMinutes` (1 to 60), from local midnight to the next, for a day
 * plan or a tide curve.
 */
export function levelsForDay(station: TideStation, date: string, stepMinutes = 10): WaterLevel[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1 || stepMinutes > 60) {
    throw new RangeError('stepMinutes must be a whole number from 1 to 60');
  }
  const levels = minuteLevels(station, date);
  const start = londonDay(date).start.getTime();
  const answer: WaterLevel[] = [];
  for (let minute = 0; minute < levels.length; minute += stepMinutes) {
    answer.push({
      time: new Date(start + minute * minuteMs).toISOString(),
      height: roundTo2(levels[minute] ?? 0),
    });
  }
  return answer;
}

/** Mean sea level at the station, in metres above its LAT: the level the tide swings about. */
export const meanSeaLevel = (station: TideStation): number => station.datums.mslAboveLat;

/**
 * Half-way between the day's high and low waters (the mean of its highs and the mean of its lows),
 * for rules such as "the tide is below half"; mean sea level if the day has no pair.
 */
export function midTideHeight(station: TideStation, date: string): number {
  const tides = tidesForDay(station, date);
  const mean = (type: TideEntry['type']) => {
    const heights = tides.filter((tide) => tide.type === type).map((tide) => tide.height);
    return heights.length > 0 ? heights.reduce((sum, h) => sum + h, 0) / heights.length : null;
  };
  const [high, low] = [mean('high'), mean('low')];
  return high === null || low === null ? meanSeaLevel(station) : roundTo2((high + low) / 2);
}

/** Empties the caches (tests and benchmarks measure a cold prediction with it). */
export function clearTideCaches(): void {
  extremesCache.clear();
  minuteLevelsCache.clear();
  predictors.clear();
}
