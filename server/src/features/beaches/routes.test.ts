import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Beach, Review, Stats } from '@shared/beaches';
import { dogsAllowedOn, dogsMayGo, dogStatusAt, offLeadAllYear } from '@shared/dog-rules';
import { beaches, reviews } from '../../db/schema';
import { readCatalogue } from '../../db/seed/catalogue';
import { buildTestApp, type TestContext } from '../../../test/helper';

let ctx: TestContext;
const catalogue = readCatalogue();

async function list(query = ''): Promise<Beach[]> {
  const response = await ctx.app.inject({ url: `/api/beaches${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Beach[]>();
}

async function beachBySlug(slug: string): Promise<Beach> {
  const response = await ctx.app.inject({ url: `/api/beaches/${slug}` });
  expect(response.statusCode).toBe(200);
  return response.json<Beach>();
}

async function addReview(beachId: number, rating: number, reviewerName = 'Sam') {
  await ctx.database.db
    .insert(reviews)
    .values({ beachId, rating, reviewerName, reviewText: 'Lovely' });
  ctx.app.catalogue.invalidate();
}

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('GET /api/beaches', () => {
  it('lists the whole catalogue sorted by name, with computed ratings', async () => {
    const all = await list();
    expect(all).toHaveLength(catalogue.length);
    const names = all.map((beach) => beach.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })),
    );
    const first = all[0]!;
    expect(first).toMatchObject({ averageRating: 0, totalReviews: 0 });
    expect(typeof first.latitude).toBe('string');
    expect(first.latitude).toMatch(/^-?\d+\.\d{8}$/);
  });

  it('searches name, location and description without regard to case', async () => {
    const byName = await list('?search=WOOLACOMBE');
    expect(byName.length).toBeGreaterThan(0);
    expect(
      byName.every((b) =>
        `${b.name} ${b.location} ${b.description}`.toLowerCase().includes('woolacombe'),
      ),
    ).toBe(true);
    const byLocation = await list('?search=torbay');
    expect(byLocation.length).toBe(
      catalogue.filter((b) => /torbay/i.test(`${b.name} ${b.location} ${b.description}`)).length,
    );
    const byDescription = await list('?search=shingle');
    expect(
      byDescription.some((b) => !/shingle/i.test(b.name) && /shingle/i.test(b.description)),
    ).toBe(true);
    expect(await list('?search=no-such-beach-anywhere')).toEqual([]);
  });

  it('filters by area, access type and beach type, and they combine', async () => {
    const torbay = await list('?location=Torbay');
    expect(torbay.length).toBe(catalogue.filter((b) => b.location === 'Torbay').length);
    expect(torbay.every((b) => b.location === 'Torbay')).toBe(true);

    const seasonal = await list('?accessType=seasonal');
    expect(seasonal.length).toBe(catalogue.filter((b) => b.accessType === 'seasonal').length);

    const combined = await list('?location=Torbay&accessType=seasonal&beachType=sandy');
    const expected = catalogue.filter(
      (b) => b.location === 'Torbay' && b.accessType === 'seasonal' && b.beachType === 'sandy',
    );
    expect(combined.map((b) => b.slug).sort()).toEqual(expected.map((b) => b.slug).sort());

    expect(await list('?location=all&accessType=all&beachType=all')).toHaveLength(catalogue.length);
    expect(await list('?location=torbay')).toHaveLength(torbay.length);
  });

  it('filters on a has* flag only when it is true', async () => {
    const [target] = catalogue;
    await ctx.database.db
      .update(beaches)
      .set({ hasBeachCafe: true })
      .where(eq(beaches.slug, target!.slug));
    ctx.app.catalogue.invalidate();
    const withCafe = await list('?hasBeachCafe=true');
    expect(withCafe.map((b) => b.slug)).toContain(target!.slug);
    expect(withCafe.every((b) => b.hasBeachCafe)).toBe(true);
    expect(await list('?hasBeachCafe=false')).toHaveLength(catalogue.length);
  });

  it('filters by minimum rating and sorts by rating and by reviews', async () => {
    const [a, b] = await Promise.all([
      beachBySlug(catalogue[3]!.slug),
      beachBySlug(catalogue[4]!.slug),
    ]);
    await addReview(a.id, 5);
    await addReview(b.id, 4);
    await addReview(b.id, 3);

    const rated = await list('?minRating=3.5');
    expect(rated.map((x) => x.slug).sort()).toEqual([a.slug, b.slug].sort());

    const byRating = await list('?sortBy=rating');
    expect(byRating.slice(0, 2).map((x) => x.slug)).toEqual([a.slug, b.slug]);
    expect(byRating[1]).toMatchObject({ averageRating: 3.5, totalReviews: 2 });

    const byReviews = await list('?sortBy=reviews');
    expect(byReviews.slice(0, 2).map((x) => x.slug)).toEqual([b.slug, a.slug]);
  });

  it('sorts by location and by access', async () => {
    const byLocation = await list('?sortBy=location');
    const locations = byLocation.map((b) => b.location);
    expect(locations).toEqual([...locations].sort((x, y) => x.localeCompare(y, 'en-GB')));

    const byAccess = await list('?sortBy=access');
    const rank = { 'year-round': 0, seasonal: 1, restricted: 2 } as Record<string, number>;
    const ranks = byAccess.map((b) => rank[b.accessType] ?? 3);
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
  });

  it.each([
    ['sortBy=best', 'sortBy'],
    ['accessType=sometimes', 'accessType'],
    ['beachType=muddy', 'beachType'],
    ['location=Atlantis', 'location'],
    ['hasParking=yes', 'hasParking'],
    ['minRating=abc', 'minRating'],
    ['minRating=6', 'minRating'],
    ['minRating=-1', 'minRating'],
  ])('answers 400 JSON for %s', async (query, field) => {
    const response = await ctx.app.inject({ url: `/api/beaches?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { path: string; message: string }[] }>();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors[0]?.path).toBe(field);
  });

  it('answers 304 for a matching ETag, and compresses with brotli or gzip', async () => {
    const first = await ctx.app.inject({ url: '/api/beaches' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx.app.inject({ url: '/api/beaches', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const br = await ctx.app.inject({
      url: '/api/beaches',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(first.json());

    const gz = await ctx.app.inject({
      url: '/api/beaches',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(first.json());
  });

  it('changes its ETag when a review changes the list', async () => {
    const before = (await ctx.app.inject({ url: '/api/beaches' })).headers.etag;
    const beach = await beachBySlug(catalogue[10]!.slug);
    await addReview(beach.id, 2);
    const after = await ctx.app.inject({
      url: '/api/beaches',
      headers: { 'if-none-match': String(before) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });
});

describe("today's dog status", () => {
  const summerNoon = new Date('2026-07-15T11:00:00Z');
  const restoreClock = () => {
    ctx.app.catalogue.now = () => new Date();
  };

  it('is carried by every beach answer, computed from its rule', async () => {
    ctx.app.catalogue.now = () => summerNoon;
    try {
      const all = await list();
      for (const beach of all) {
        // Every catalogue beach's rules were checked on its rule's own date.
        const dogRulesCheckedOn = beach.dogRule?.checkedOn ?? null;
        expect(beach.dogStatus).toEqual(dogStatusAt({ ...beach, dogRulesCheckedOn }, summerNoon));
      }
      const seasonal = all.find((b) => b.dogStatus.state === 'banned');
      expect(seasonal?.dogStatus.headline).toBe('Dogs banned');
      const one = await beachBySlug(seasonal!.slug);
      expect(one.dogStatus).toEqual(seasonal!.dogStatus);
    } finally {
      restoreClock();
    }
  });

  it('filters on dogsAllowedNow and dogsAllowedOn', async () => {
    ctx.app.catalogue.now = () => summerNoon;
    try {
      const all = await list();
      const now = await list('?dogsAllowedNow=true');
      const banned = all.filter((b) => b.dogStatus.state === 'banned');
      expect(banned.length).toBeGreaterThan(0);
      // Dates no source gives (Mothecombe) do not count as "allowed" either.
      const unconfirmed = all.filter((b) => b.dogStatus.state === 'unconfirmed');
      expect(unconfirmed.map((b) => b.slug)).toContain('mothecombe');
      expect(now).toHaveLength(all.length - banned.length - unconfirmed.length);
      expect(now.every((b) => dogsMayGo(b.dogStatus.state))).toBe(true);

      const day = { year: 2026, month: 8, day: 1 };
      const onDay = await list('?dogsAllowedOn=2026-08-01');
      expect(onDay.map((b) => b.slug)).toEqual(
        all.filter((b) => dogsAllowedOn(b, day)).map((b) => b.slug),
      );
      const unconfirmedInDecember = all.filter(
        (b) => !dogsAllowedOn(b, { year: 2026, month: 12, day: 1 }),
      );
      // Only a period, or an order that has ended, keeps dogs off a beach in winter.
      expect(
        unconfirmedInDecember.every(
          (b) => b.dogRule?.periods.length || (b.dogRule?.orderEndsOn ?? '9999') < '2026-12-01',
        ),
      ).toBe(true);
      expect(await list('?dogsAllowedOn=2026-12-01')).toHaveLength(
        all.length - unconfirmedInDecember.length,
      );
    } finally {
      restoreClock();
    }
  });

  it('filters on offLeadAllYear with the shared rule', async () => {
    const all = await list();
    const offLead = await list('?offLeadAllYear=true');
    expect(offLead.length).toBeGreaterThan(0);
    expect(offLead.length).toBeLessThan(all.length);
    expect(offLead.map((b) => b.slug)).toEqual(all.filter(offLeadAllYear).map((b) => b.slug));
    expect(offLead.every((b) => !b.dogRule?.leadOutsideBan)).toBe(true);
    // Only a sourced rule with no period says so; a beach its order does not name is not counted.
    expect(offLead.every((b) => b.dogRule?.source && b.dogRule.periods.length === 0)).toBe(true);
    expect(offLead.every((b) => b.dogRule?.namedInOrder !== false)).toBe(true);
    expect(all.some((b) => b.dogRule?.namedInOrder === false && !offLeadAllYear(b))).toBe(true);
    expect(await list('?offLeadAllYear=false')).toHaveLength(all.length);
  });

  it('is remade when a part-day ban starts', async () => {
    const all = await list();
    // 15 July 2025: a day when a whole-beach part-day ban's order was still in force.
    const partDay = all.find(
      (b) =>
        (b.dogRule?.orderEndsOn ?? '9999') >= '2025-07-15' &&
        b.dogRule?.periods.some((p) => p.hours && p.from <= '07-15' && p.to >= '07-15' && !p.zone),
    );
    expect(partDay).toBeDefined();
    const start = partDay!.dogRule!.periods.find((p) => p.hours)!.hours!.from;
    const before = new Date(`2025-07-15T${start}:00+01:00`).getTime() - 60_000;
    ctx.app.catalogue.now = () => new Date(before);
    try {
      const first = await ctx.app.inject({ url: `/api/beaches/${partDay!.slug}` });
      expect(first.json<Beach>().dogStatus.state).toBe('allowed');
      ctx.app.catalogue.now = () => new Date(before + 120_000);
      const second = await ctx.app.inject({
        url: `/api/beaches/${partDay!.slug}`,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(second.statusCode).toBe(200);
      expect(second.json<Beach>().dogStatus.state).toBe('banned');
    } finally {
      restoreClock();
    }
  });

  it.each([
    'dogsAllowedNow=soon',
    'dogsAllowedOn=2026-13-01',
    'dogsAllowedOn=01/08/2026',
    'offLeadAllYear=always',
  ])('answers 400 for %s', async (query) => {
    const response = await ctx.app.inject({ url: `/api/beaches?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe(
      query.split('=')[0],
    );
  });
});

describe('GET /api/beaches/{id or slug}', () => {
  it('finds a beach by slug and by id, and accepts nocache', async () => {
    const bySlug = await beachBySlug(catalogue[0]!.slug);
    expect(bySlug.name).toBe(catalogue[0]!.name);
    const byId = await ctx.app.inject({ url: `/api/beaches/${bySlug.id}?nocache=${Date.now()}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json<Beach>().slug).toBe(bySlug.slug);
  });

  it.each(['no-such-beach', '999999', '0'])('answers 404 for %s', async (identifier) => {
    const response = await ctx.app.inject({ url: `/api/beaches/${identifier}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Beach not found' });
  });

  it('never fails with a 5xx on odd identifiers', async () => {
    for (const identifier of ['%27%20or%201%3D1', '9'.repeat(40), 'x'.repeat(300), '%00']) {
      const response = await ctx.app.inject({ url: `/api/beaches/${identifier}` });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('GET /api/beaches/{id}/reviews', () => {
  it('lists a beach’s reviews, newest first', async () => {
    const beach = await beachBySlug(catalogue[20]!.slug);
    await addReview(beach.id, 4, 'First');
    await addReview(beach.id, 5, 'Second');
    const response = await ctx.app.inject({ url: `/api/beaches/${beach.id}/reviews` });
    expect(response.statusCode).toBe(200);
    const body = response.json<Review[]>();
    expect(body.map((r) => r.reviewerName)).toEqual(['Second', 'First']);
    expect(body[0]).toMatchObject({ beachId: beach.id, rating: 5, reviewText: 'Lovely' });
    expect(body[0]).not.toHaveProperty('userId');
  });

  it('names a reviewer stored with a full name by first name and last initial', async () => {
    const beach = await beachBySlug(catalogue[21]!.slug);
    await addReview(beach.id, 4, 'Sam Tregothnan');
    const response = await ctx.app.inject({ url: `/api/beaches/${beach.id}/reviews` });
    expect(response.json<Review[]>().map((r) => r.reviewerName)).toEqual(['Sam T.']);
    expect(response.body).not.toContain('Tregothnan');
  });

  it('answers 404 for an unknown beach', async () => {
    const response = await ctx.app.inject({ url: '/api/beaches/424242/reviews' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Beach not found' });
  });
});

describe('GET /api/stats', () => {
  it('is computed from the data', async () => {
    const before = (await ctx.app.inject({ url: '/api/stats' })).json<Stats>();
    const [row] = await ctx.database.db.select().from(beaches).limit(1);
    await addReview(row!.id, 1);
    const after = (await ctx.app.inject({ url: '/api/stats' })).json<Stats>();

    const all = await ctx.database.db.select({ rating: reviews.rating }).from(reviews);
    const mean = all.reduce((sum, r) => sum + r.rating, 0) / all.length;
    expect(after).toEqual({
      totalBeaches: catalogue.length,
      yearRoundBeaches: catalogue.filter((b) => b.accessType === 'year-round').length,
      totalReviews: all.length,
      averageRating: Math.round(mean * 100) / 100,
    });
    expect(after.totalReviews).toBe(before.totalReviews + 1);
  });
});

describe('GET /api/site', () => {
  it('tells the client its public origin, and no video or analytics unless configured', async () => {
    const response = await ctx.app.inject({ url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      publicUrl: 'http://localhost:5000',
      heroVideoUrl: null,
      analyticsScriptUrl: null,
    });
  });
});

describe('GET /api/config', () => {
  it('answers a null key when none is configured', async () => {
    const response = await ctx.app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ googleMapsApiKey: null });
  });
});

describe('facilities and bathing water', () => {
  it('answers each facility as in the catalogue, with the flags true only for "yes"', async () => {
    const bySlug = new Map(catalogue.map((entry) => [entry.slug, entry]));
    const all = await list();
    for (const beach of all) {
      const entry = bySlug.get(beach.slug)!;
      expect(beach.facilities).toEqual(entry.facilities);
      expect(beach.bathingWater).toEqual(entry.bathingWater);
      expect(beach.hasParking).toBe(entry.facilities.parking.state === 'yes');
      expect(beach.hasFacilities).toBe(entry.facilities.toilets.state === 'yes');
      expect(beach.hasFreshWater).toBe(entry.facilities.freshWater.state === 'yes');
      expect(beach.hasLifeguards).toBe(entry.facilities.lifeguards.state === 'yes');
    }
    // A filter counts only "yes": a beach whose toilets are "not known" is not in the list.
    const toilets = await list('?hasFacilities=true');
    expect(toilets.map((b) => b.slug)).toEqual(
      all.filter((b) => b.facilities?.toilets.state === 'yes').map((b) => b.slug),
    );
    expect(all.some((b) => b.bathingWater?.classification)).toBe(true);
  });
});
