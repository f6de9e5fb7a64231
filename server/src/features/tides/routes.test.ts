import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TideEntry, TideStationInfo } from '@shared/tides';
import { buildTestApp, type TestContext } from '../../../test/helper';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(async () => ctx.close());

const plymouthHoe = 'lat=50.3640&lng=-4.1455';

interface ErrorBody {
  message: string;
  errors: { path: string; message: string }[];
}

describe('GET /api/tides', () => {
  it('answers the high and low waters of a day in Europe/London at the beach’s gauge', async () => {
    const response = await ctx.app.inject({ url: `/api/tides?${plymouthHoe}&date=2026-06-04` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age');
    const tides = response.json<TideEntry[]>();
    expect(tides.length).toBeGreaterThanOrEqual(3);
    expect(tides.length).toBeLessThanOrEqual(4);
    for (const [i, tide] of tides.entries()) {
      expect(Object.keys(tide).sort()).toEqual(['height', 'time', 'type']);
      expect(Date.parse(tide.time)).toBeGreaterThanOrEqual(Date.parse('2026-06-03T23:00:00Z'));
      expect(Date.parse(tide.time)).toBeLessThan(Date.parse('2026-06-04T23:00:00Z'));
      expect(tide.height).toBeGreaterThanOrEqual(0);
      expect(tide.height).toBeLessThan(6.2);
      if (i > 0) expect(tide.type).not.toBe(tides[i - 1]!.type);
    }
  });

  it('answers the same day for the same gauge whatever the beach', async () => {
    const hoe = await ctx.app.inject({ url: `/api/tides?${plymouthHoe}&date=2026-06-04` });
    const cawsand = await ctx.app.inject({
      url: '/api/tides?lat=50.3309&lng=-4.2014&date=2026-06-04',
    });
    expect(cawsand.json()).toEqual(hoe.json());
  });

  it.each([
    ['lng=-4.1455&date=2026-06-04', 'lat', 'lat is required'],
    ['lat=50.364&date=2026-06-04', 'lng', 'lng is required'],
    [plymouthHoe, 'date', 'date is required'],
    ['lat=&lng=-4.1455&date=2026-06-04', 'lat', 'lat must be a number'],
    ['lat=north&lng=-4.1455&date=2026-06-04', 'lat', 'lat must be a number'],
    ['lat=50.3.6&lng=-4.1455&date=2026-06-04', 'lat', 'lat must be a number'],
    ['lat=NaN&lng=-4.1455&date=2026-06-04', 'lat', 'lat must be a number'],
    ['lat=50.364&lng=west&date=2026-06-04', 'lng', 'lng must be a number'],
    ['lat=50.364&lng=Infinity&date=2026-06-04', 'lng', 'lng must be a number'],
    ['lat=50&lat=51&lng=-4.1455&date=2026-06-04', 'lat', 'lat must be a number'],
    ['lat=48.9&lng=-4.1455&date=2026-06-04', 'lat', 'lat must be between 49.5 and 51.8'],
    ['lat=52.5&lng=-4.1455&date=2026-06-04', 'lat', 'lat must be between 49.5 and 51.8'],
    ['lat=50.364&lng=-7&date=2026-06-04', 'lng', 'lng must be between -6 and -1.5'],
    ['lat=50.364&lng=0.1&date=2026-06-04', 'lng', 'lng must be between -6 and -1.5'],
    [`${plymouthHoe}&date=2026-6-4`, 'date', 'date must be a date written yyyy-MM-dd'],
    [`${plymouthHoe}&date=04/06/2026`, 'date', 'date must be a date written yyyy-MM-dd'],
    [`${plymouthHoe}&date=2026-06-04T10:00`, 'date', 'date must be a date written yyyy-MM-dd'],
    [`${plymouthHoe}&date=tomorrow`, 'date', 'date must be a date written yyyy-MM-dd'],
    [`${plymouthHoe}&date=2026-02-30`, 'date', 'date must be a real calendar date'],
    [`${plymouthHoe}&date=2025-02-29`, 'date', 'date must be a real calendar date'],
    [`${plymouthHoe}&date=2026-13-01`, 'date', 'date must be a real calendar date'],
    [`${plymouthHoe}&date=2026-04-31`, 'date', 'date must be a real calendar date'],
    [`${plymouthHoe}&date=1999-12-31`, 'date', 'date must be in the years 2000 to 2100'],
    [`${plymouthHoe}&date=2101-01-01`, 'date', 'date must be in the years 2000 to 2100'],
  ])('answers 400 for %s', async (query, path, message) => {
    const response = await ctx.app.inject({ url: `/api/tides?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json<ErrorBody>();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors[0]?.path).toBe(path);
    expect(body.errors[0]?.message).toContain(message);
  });

  it('accepts a leap day and the first and last years it predicts', async () => {
    for (const date of ['2028-02-29', '2000-01-01', '2100-12-31']) {
      const response = await ctx.app.inject({ url: `/api/tides?${plymouthHoe}&date=${date}` });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('GET /api/tides/station', () => {
  it('names the gauge and its credit for the tide card', async () => {
    const response = await ctx.app.inject({ url: `/api/tides/station?${plymouthHoe}` });
    expect(response.statusCode).toBe(200);
    const station = response.json<TideStationInfo>();
    expect(station).toMatchObject({
      id: 'devonport',
      label: 'Plymouth (Devonport)',
      licence: 'CC BY 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(station.attribution).toContain('TICON-4');
    expect(station.distanceKm).toBeLessThan(5);
    expect(station.reason).toEqual(expect.any(String));
  });

  it('serves a Bude beach from a north-coast gauge', async () => {
    const response = await ctx.app.inject({ url: '/api/tides/station?lat=50.8312&lng=-4.552' });
    expect(response.json<TideStationInfo>().id).toBe('port-isaac');
  });

  it.each([
    ['lng=-4.1455', 'lat'],
    ['lat=50.364', 'lng'],
    ['lat=50.364&lng=abc', 'lng'],
    ['lat=60&lng=-4.1455', 'lat'],
  ])('answers 400 for %s', async (query, path) => {
    const response = await ctx.app.inject({ url: `/api/tides/station?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors[0]?.path).toBe(path);
  });
});
