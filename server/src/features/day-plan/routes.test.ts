import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Beach } from '@shared/beaches';
import type { DayPlan } from '@shared/day-plan';
import { buildTestApp, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let beaches: Beach[];

beforeAll(async () => {
  ctx = await buildTestApp();
  beaches = (await ctx.app.inject({ url: '/api/beaches' })).json<Beach[]>();
});
afterAll(async () => ctx.close());

const plan = async (identifier: string, query = '') => {
  const response = await ctx.app.inject({ url: `/api/beaches/${identifier}/day${query}` });
  return { status: response.statusCode, body: response.json<DayPlan>() };
};

describe('GET /api/beaches/{id or slug}/day', () => {
  it('plans a summer day at a beach with a part-day ban', async () => {
    // 15 July 2025: a day when a whole-beach part-day ban's order was still in force.
    const beach = beaches.find(
      (b) =>
        (b.dogRule?.orderEndsOn ?? '9999') >= '2025-07-15' &&
        b.dogRule?.periods.some(
          (p) => p.kind === 'ban' && p.hours && !p.zone && p.from <= '07-15' && p.to >= '07-15',
        ),
    )!;
    const { status, body } = await plan(beach.slug, '?date=2025-07-15');
    expect(status).toBe(200);
    expect(body.date).toBe('2025-07-15');
    expect(body.beach).toEqual({ id: beach.id, slug: beach.slug, name: beach.name });
    expect(body.station.attribution.length).toBeGreaterThan(0);

    expect(body.tides.length).toBeGreaterThanOrEqual(3);
    expect(body.levels).toHaveLength(49);
    const { sunrise, sunset, dawn, dusk } = body.daylight;
    expect(Date.parse(dawn!)).toBeLessThan(Date.parse(sunrise!));
    expect(Date.parse(sunset!) - Date.parse(sunrise!)).toBeGreaterThan(15 * 3600_000);
    expect(Date.parse(dusk!)).toBeGreaterThan(Date.parse(sunset!));

    expect(body.dogs.segments.map((s) => s.state)).toEqual(['allowed', 'banned', 'allowed']);
    expect(body.dogs.today).toMatch(/^Dogs banned \d+(am|pm)–\d+(am|pm) until \d+ [A-Z][a-z]{2}$/);

    const banned = body.dogs.segments[1]!;
    for (const window of body.walkWindows) {
      const [start, end] = [Date.parse(window.start), Date.parse(window.end)];
      expect(end).toBeGreaterThan(start);
      expect(window.minutes).toBe(Math.round((end - start) / 60_000));
      expect(start).toBeGreaterThanOrEqual(Date.parse(sunrise!));
      expect(end).toBeLessThanOrEqual(Date.parse(sunset!));
      // never inside the ban
      expect(end <= Date.parse(banned.start) || start >= Date.parse(banned.end)).toBe(true);
      // the tide is below mid-height at the window's middle
      const middle = (start + end) / 2;
      const nearest = body.levels.reduce((a, b) =>
        Math.abs(Date.parse(a.time) - middle) < Math.abs(Date.parse(b.time) - middle) ? a : b,
      );
      expect(nearest.height).toBeLessThan(body.midTideHeight + 0.5);
    }
  });

  it('finds low-tide walk windows on a winter day at a year-round beach', async () => {
    const beach = beaches.find((b) => b.accessType === 'year-round')!;
    const { body } = await plan(String(beach.id), '?date=2026-01-10');
    expect(body.dogs.segments).toEqual([expect.objectContaining({ state: 'allowed' })]);
    expect(body.walkWindows.length).toBeGreaterThan(0);
    const total = body.walkWindows.reduce((sum, w) => sum + w.minutes, 0);
    expect(total).toBeGreaterThan(60);
    expect(total).toBeLessThan(9 * 60);
  });

  it('gives the 25 hours of the day the clocks go back', async () => {
    const { body } = await plan(beaches[0]!.slug, '?date=2026-10-25');
    expect(body.levels).toHaveLength(51);
  });

  it('plans today when no date is given', async () => {
    const { status, body } = await plan(beaches[0]!.slug);
    expect(status).toBe(200);
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(['?date=2026-02-30', '?date=15-07-2026', '?date=1999-12-31', '?date='])(
    'answers 400 for %s',
    async (query) => {
      const { status, body } = await plan(beaches[0]!.slug, query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: expect.any(String), errors: [{ path: 'date' }] });
    },
  );

  it('answers 404 for an unknown beach', async () => {
    const { status, body } = await plan('no-such-beach', '?date=2026-07-15');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Beach not found' });
  });
});

describe('a day plan as sent', () => {
  it('is kept compressed with its ETag: brotli when asked, 304 when the browser holds it', async () => {
    const url = `/api/beaches/${beaches[0]!.slug}/day?date=2026-08-01`;
    const plain = await ctx.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const brotli = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(etag);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const otherDay = await ctx.app.inject({ url: url.replace('08-01', '08-02') });
    expect(otherDay.headers.etag).not.toBe(etag);
  });
});
