import { createTidePredictor } from '@neaps/tide-predictor';
import { describe, expect, it } from 'vitest';
import { addDays, formatLocalDate, parseLocalDate } from '@shared/london-time';
import type { TideEntry } from '@shared/tides';
import { londonDay } from './london-day';
import { levelsForDay, meanSeaLevel, midTideHeight, tidesForDay, waterLevelAt } from './service';
import { tideStations } from './stations';
import type { TideStation } from './station-data';

const stations = tideStations();
const minute = 60_000;
const hour = 60 * minute;

/** Weymouth's low waters are double and its neaps nearly flat: its tides are not 12h25m apart. */
const regularStations = stations.all.filter((station) => station.id !== 'weymouth');

/** Metres above LAT a high water should reach at each gauge (a spring high is near HAT). */
const highWaterRange: Record<string, [number, number]> = {
  newlyn: [3.4, 6.0],
  'port-isaac': [4.8, 8.7],
  devonport: [3.5, 6.0],
  ilfracombe: [6.0, 10.5],
  teignmouth: [2.7, 5.2],
  exmouth: [2.2, 4.5],
  'hinkley-point': [7.5, 13.3],
  'west-bay': [2.3, 4.7],
  weymouth: [1.0, 3.0],
};

/** The calendar date `days` after `date` (both yyyy-MM-dd). */
const shiftDate = (date: string, days: number) =>
  formatLocalDate(addDays(parseLocalDate(date)!, days));

function tidesBetween(station: TideStation, firstDate: string, days: number): TideEntry[] {
  return Array.from({ length: days }, (_, i) =>
    tidesForDay(station, shiftDate(firstDate, i)),
  ).flat();
}

const times = (tides: readonly TideEntry[]) => tides.map((tide) => Date.parse(tide.time));

describe('tidesForDay', () => {
  it.each(stations.all.map((station) => [station.id, station] as const))(
    'at %s alternates high and low water, in time order, over two months',
    (_id, station) => {
      const tides = tidesBetween(station, '2026-06-01', 61);
      expect(tides.length).toBeGreaterThan(61 * 3);
      for (let i = 1; i < tides.length; i += 1) {
        expect(tides[i]!.type).not.toBe(tides[i - 1]!.type);
        expect(Date.parse(tides[i]!.time)).toBeGreaterThan(Date.parse(tides[i - 1]!.time));
      }
    },
  );

  it.each(regularStations.map((station) => [station.id, station] as const))(
    'at %s has high waters about 12h25m apart',
    (_id, station) => {
      const highs = times(tidesBetween(station, '2026-01-01', 59).filter((t) => t.type === 'high'));
      const gaps = highs.slice(1).map((time, i) => (time - highs[i]!) / minute);
      const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
      expect(mean).toBeGreaterThanOrEqual(12 * 60 + 10);
      expect(mean).toBeLessThanOrEqual(12 * 60 + 40);
      // Each gap varies with the diurnal inequality and shallow water, but stays a half-day.
      for (const gap of gaps) {
        expect(gap).toBeGreaterThan(11.5 * 60);
        expect(gap).toBeLessThan(14 * 60);
      }
    },
  );

  it.each(stations.all.map((station) => [station.id, station] as const))(
    'at %s gives heights that fit the gauge, in metres above LAT to the centimetre',
    (id, station) => {
      const [lowest, highest] = highWaterRange[id]!;
      const tides = tidesBetween(station, '2026-03-01', 92);
      for (const tide of tides) {
        expect(Math.round(tide.height * 100) / 100).toBe(tide.height);
        if (tide.type === 'high') {
          expect(tide.height).toBeGreaterThanOrEqual(lowest);
          expect(tide.height).toBeLessThanOrEqual(Math.min(highest, station.datums.hatAboveLat));
        } else {
          expect(tide.height).toBeGreaterThanOrEqual(-0.05);
          expect(tide.height).toBeLessThan(meanSeaLevel(station) + 0.1);
        }
      }
      const highs = tides.filter((tide) => tide.type === 'high').map((tide) => tide.height);
      // Spring highs come within half a metre of the station's mean high water springs.
      expect(Math.max(...highs)).toBeGreaterThan(station.datums.mhwsAboveLat - 0.5);
    },
  );

  it('keeps every tide of a day inside that day in Europe/London, to the minute', () => {
    const devonport = stations.get('devonport');
    for (const date of ['2026-01-15', '2026-07-15']) {
      const { start, end } = londonDay(date);
      for (const tide of tidesForDay(devonport, date)) {
        const time = Date.parse(tide.time);
        expect(time).toBeGreaterThanOrEqual(start.getTime());
        expect(time).toBeLessThan(end.getTime());
        expect(time % minute).toBe(0);
        expect(tide.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
      }
    }
  });

  it.each([
    ['the 23-hour day in March', '2026-03-29', 23],
    ['the 25-hour day in October', '2026-10-25', 25],
  ])('handles %s (%s)', (_name, date, hours) => {
    const { start, end } = londonDay(date);
    expect((end.getTime() - start.getTime()) / hour).toBe(hours);
    for (const station of regularStations) {
      const day = tidesForDay(station, date);
      expect(day.length).toBeGreaterThanOrEqual(3);
      expect(day.length).toBeLessThanOrEqual(hours === 25 ? 5 : 4);
      for (const time of times(day)) {
        expect(time).toBeGreaterThanOrEqual(start.getTime());
        expect(time).toBeLessThan(end.getTime());
      }
      // No tide is lost or repeated at either midnight: the days around fit together.
      const around = [-1, 0, 1].flatMap((days) => tidesForDay(station, shiftDate(date, days)));
      const all = times(around);
      expect(new Set(all).size).toBe(all.length);
      for (let i = 1; i < all.length; i += 1) {
        const gap = (all[i]! - all[i - 1]!) / hour;
        expect(gap).toBeGreaterThan(4);
        expect(gap).toBeLessThan(8.5);
        expect(around[i]!.type).not.toBe(around[i - 1]!.type);
      }
    }
  });

  it('caches a station-day: the same frozen array comes back', () => {
    const ilfracombe = stations.get('ilfracombe');
    const first = tidesForDay(ilfracombe, '2026-08-01');
    expect(tidesForDay(ilfracombe, '2026-08-01')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(tidesForDay(stations.get('devonport'), '2026-08-01')).not.toBe(first);
  });
});

describe('waterLevelAt', () => {
  const devonport = stations.get('devonport');

  it('moves smoothly from second to second, across the minutes and across midnight', () => {
    const { start } = londonDay('2026-06-05');
    for (const from of [start.getTime() - 90_000, start.getTime() + 6 * hour + 17_000]) {
      let previous = waterLevelAt(devonport, new Date(from));
      for (let second = 1; second <= 180; second += 1) {
        const level = waterLevelAt(devonport, new Date(from + second * 1000));
        // The fastest tide here rises under 3 cm a minute: well under a millimetre a second.
        expect(Math.abs(level - previous)).toBeLessThan(0.001);
        previous = level;
      }
    }
  });

  it('is the level at that instant, not at the 10-minute step before it', () => {
    const at = new Date('2026-06-05T10:07:30Z');
    const exact = createTidePredictor(devonport.constituents, {
      offset: devonport.datums.mslAboveLat,
    }).getTimelinePrediction({
      start: at,
      end: new Date(at.getTime() + 1000),
      timeFidelity: 1,
    })[0]!;
    expect(waterLevelAt(devonport, at)).toBeCloseTo(exact.level, 3);
    const tenMinutesBefore = waterLevelAt(devonport, new Date('2026-06-05T10:00:00Z'));
    expect(Math.abs(tenMinutesBefore - exact.level)).toBeGreaterThan(0.01);
  });

  it('meets the predicted high and low waters', () => {
    for (const tide of tidesForDay(devonport, '2026-06-05')) {
      expect(waterLevelAt(devonport, new Date(tide.time))).toBeCloseTo(tide.height, 1);
    }
  });
});

describe('levelsForDay and midTideHeight', () => {
  const teignmouth = stations.get('teignmouth');

  it.each([
    ['2026-06-05', 24],
    ['2026-03-29', 23],
    ['2026-10-25', 25],
  ])('gives %s every 10 minutes from midnight to midnight (%i hours)', (date, hours) => {
    const levels = levelsForDay(teignmouth, date, 10);
    expect(levels).toHaveLength(hours * 6 + 1);
    const { start, end } = londonDay(date);
    expect(Date.parse(levels[0]!.time)).toBe(start.getTime());
    expect(Date.parse(levels.at(-1)!.time)).toBe(end.getTime());
    const tides = tidesForDay(teignmouth, date);
    const heights = levels.map((level) => level.height);
    const highest = Math.max(...tides.map((tide) => tide.height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(highest + 0.01);
    expect(Math.max(...heights)).toBeGreaterThan(highest - 0.05);
  });

  it('refuses a step that is not a whole number of minutes up to an hour', () => {
    expect(() => levelsForDay(teignmouth, '2026-06-05', 0)).toThrow(RangeError);
    expect(() => levelsForDay(teignmouth, '2026-06-05', 2.5)).toThrow(RangeError);
  });

  it('puts mid-tide half-way between the day’s highs and lows, near mean sea level', () => {
    const date = '2026-06-05';
    const tides = tidesForDay(teignmouth, date);
    const mid = midTideHeight(teignmouth, date);
    const highs = tides.filter((tide) => tide.type === 'high').map((tide) => tide.height);
    const lows = tides.filter((tide) => tide.type === 'low').map((tide) => tide.height);
    expect(mid).toBeGreaterThan(Math.max(...lows));
    expect(mid).toBeLessThan(Math.min(...highs));
    expect(Math.abs(mid - meanSeaLevel(teignmouth))).toBeLessThan(0.5);
  });
});
