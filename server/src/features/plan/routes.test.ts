import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Beach } from '@shared/beaches';
import type { DayPlan } from '@shared/day-plan';
import { dogDaySegments, dogsMayGo } from '@shared/dog-rules';
import type { Plan } from '@shared/plan';
import type { Week } from '@shared/week';
import { unknownPlaceMessage } from '@shared/plan-options';
import { buildTestApp, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let beaches: Beach[];

/** The routes' today: 1 June 2026, so a July day of that year is in range. */
const now = new Date('2026-06-01T11:00:00Z');

beforeAll(async () => {
  ctx = await buildTestApp();
  ctx.app.catalogue.now = () => now;
  beaches = (await ctx.app.inject({ url: '/api/beaches' })).json<Beach[]>();
});
afterAll(async () => ctx.close());

const get = async <T>(url: string) => {
  const response = await ctx.app.inject({ url });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
};

describe('GET /api/plan', () => {
  it('answers the plan of a day in its documented shape', async () => {
    const { status, body } = await get<Plan>('/api/plan?date=2026-07-15&from=Bideford&radius=30');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['date', 'excluded', 'from', 'results', 'window']);
    expect(body.date).toBe('2026-07-15');
    expect(body.from).toMatchObject({ label: 'Bideford' });
    expect(Object.keys(body.excluded).sort()).toEqual([
      'banned',
      'missingMustHave',
      'noWindow',
      'tooFar',
    ]);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(20);
    const [first] = body.results;
    expect(Object.keys(first!).sort()).toEqual([
      'beach',
      'daylight',
      'distanceMiles',
      'dogSegments',
      'score',
      'tides',
      'totalMinutes',
      'windows',
    ]);
    expect(Object.keys(first!.beach).sort()).toEqual([
      'id',
      'latitude',
      'location',
      'longitude',
      'name',
      'slug',
    ]);
    // ISO instants, as the day plan writes them.
    expect(body.window.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(first!.windows[0]!.start).toMatch(/Z$/);
    expect(first!.dogSegments[0]).toEqual({
      start: body.window.start,
      end: expect.stringMatching(/Z$/),
      state: expect.stringMatching(/^(allowed|lead|restricted|banned|unconfirmed)$/),
    });
    expect(first!.tides[0]).toEqual({
      time: expect.stringMatching(/Z$/),
      type: expect.stringMatching(/^(high|low)$/),
      height: expect.any(Number),
    });
    for (const result of body.results) {
      expect(result.distanceMiles).toBeLessThanOrEqual(30);
      expect(result.totalMinutes).toBeGreaterThanOrEqual(30);
    }
  });

  it('plans today from dawn to dusk when nothing is asked, with no distances', async () => {
    const { status, body } = await get<Plan>('/api/plan');
    expect(status).toBe(200);
    expect(body.date).toBe('2026-06-01');
    expect(body.from).toBeNull();
    // Civil dawn and dusk on the first of June: before 5am and after 9:30pm BST.
    expect(body.window.start < '2026-06-01T04:00:00.000Z').toBe(true);
    expect(body.window.end > '2026-06-01T20:30:00.000Z').toBe(true);
    for (const result of body.results) expect(result.distanceMiles).toBeNull();
  });

  it('never lists a beach the rule bans all of a July day', async () => {
    const july = { year: 2026, month: 7, day: 15 };
    const banned = beaches.filter((beach) =>
      dogDaySegments(beach, july).every((segment) => !dogsMayGo(segment.state)),
    );
    expect(banned.length).toBeGreaterThan(0);
    const { body } = await get<Plan>('/api/plan?date=2026-07-15&tide=any&minMinutes=1&limit=100');
    const listed = new Set(body.results.map((result) => result.beach.id));
    for (const beach of banned) expect(listed.has(beach.id)).toBe(false);
    expect(body.excluded.banned).toBe(banned.length);
  });

  it('answers the same plan again from its cache, with the same ETag', async () => {
    const url = '/api/plan?date=2026-07-16&has=parking,toilets&beachType=sandy';
    const first = await get<Plan>(url);
    const reordered = await get<Plan>(
      '/api/plan?date=2026-07-16&has=toilets,parking&beachType=sandy',
    );
    expect(reordered.headers.etag).toBe(first.headers.etag);
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': first.headers.etag! } });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['date=2026-05-31', 'date'],
    ['date=2027-06-02', 'date'],
    ['date=2026-02-30', 'date'],
    ['date=15-07-2026', 'date'],
    ['start=15:00&end=09:00', 'end'],
    ['start=10:00&end=10:00', 'end'],
    ['start=25:00', 'start'],
    ['end=9am', 'end'],
    ['from=Atlantis', 'from'],
    ['from=95,-3', 'from'],
    ['from=Bideford&radius=0', 'radius'],
    ['from=Bideford&radius=101', 'radius'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['minMinutes=-5', 'minMinutes'],
    ['tide=high', 'tide'],
    ['offLead=maybe', 'offLead'],
    ['has=parking,sauna', 'has'],
    ['beachType=mud', 'beachType'],
  ])('answers 400 for %s', async (query, path) => {
    const { status, body } = await get<{ message: string; errors: unknown[] }>(
      `/api/plan?${query}`,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: expect.any(String), errors: [{ path }] });
  });

  it('names an unknown place in words of its own', async () => {
    const { body } = await get<{ message: string }>('/api/plan?from=Atlantis');
    expect(body.message).toBe(unknownPlaceMessage);
    expect(body.message).toBe("We don't know that place yet: try a town or a postcode district");
  });

  it('takes a position or a postcode district as the origin', async () => {
    const byPosition = await get<Plan>('/api/plan?date=2026-07-15&from=50.55,-3.49&radius=5');
    expect(byPosition.body.from).toEqual({
      latitude: 50.55,
      longitude: -3.49,
      label: '50.55, -3.49',
    });
    const byDistrict = await get<Plan>('/api/plan?date=2026-07-15&from=ex39%201ab');
    expect(byDistrict.status).toBe(200);
    expect(byDistrict.body.from?.label).toBe('EX39');
  });
});

describe('GET /api/beaches/{id or slug}/week', () => {
  it('gives seven days from the date asked, each as its day plan says', async () => {
    const beach = beaches.find((b) => b.accessType === 'year-round')!;
    const { status, body } = await get<Week>(`/api/beaches/${beach.slug}/week?from=2026-10-22`);
    expect(status).toBe(200);
    expect(body.beach).toEqual({ id: beach.id, slug: beach.slug, name: beach.name });
    expect(body.days.map((day) => day.date)).toEqual([
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
    ]);
    for (const day of body.days) {
      const plan = (await get<DayPlan>(`/api/beaches/${beach.id}/day?date=${day.date}`)).body;
      expect(day.walkWindows).toEqual(plan.walkWindows);
      expect(day.dogs).toEqual(plan.dogs);
      expect(day.daylight).toEqual(plan.daylight);
      expect(day.totalMinutes).toBe(plan.walkWindows.reduce((sum, w) => sum + w.minutes, 0));
    }
  });

  it('starts today when no date is given, by id as by slug', async () => {
    const { body } = await get<Week>(`/api/beaches/${beaches[0]!.id}/week`);
    expect(body.beach.slug).toBe(beaches[0]!.slug);
    expect(body.days[0]!.date).toBe('2026-06-01');
    expect(body.days).toHaveLength(7);
  });

  it('answers 404 for an unknown beach', async () => {
    const { status, body } = await get('/api/beaches/no-such-beach/week');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Beach not found' });
  });

  it.each(['from=2026-02-30', 'from=tomorrow', 'from='])('answers 400 for %s', async (query) => {
    const { status, body } = await get(`/api/beaches/${beaches[0]!.slug}/week?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: expect.any(String), errors: [{ path: 'from' }] });
  });
});
