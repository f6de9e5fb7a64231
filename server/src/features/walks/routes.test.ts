import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walkMessages } from '@shared/walks';
import { routeRatings, users, walkingRoutes } from '../../db/schema';
import { emailNotVerified } from '../auth/current-user';
import { createUser, someAddress, type TestUser } from '../../../test/accounts';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext, walker: TestUser, beachId: number;
useFixture({ users: ['Kerensa Hocking'], beach: 'woolacombe-beach' }, (fixture) => {
  ({ ctx, beachId } = fixture);
  [walker] = fixture.users;
});

const route = (overrides: Record<string, unknown> = {}) => ({
  beachId,
  routeName: 'Baggy Point loop',
  description: 'Up the headland on the coast path and back across the fields.',
  difficulty: 'moderate',
  estimatedDuration: 90,
  distanceKm: 5.5,
  startingPoint: 'National Trust car park, Croyde',
  highlights: 'Seals below the point',
  routeNotes: 'Sheep in the top fields: leads on.',
  submittedBy: 'Kerensa Hocking',
  submitterEmail: 'kerensa@example.org',
  ...overrides,
});

const submit = (payload: object, cookie = walker.cookie) =>
  ctx.app.inject({ method: 'POST', url: '/api/routes', payload, headers: { cookie } });
const list = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/beaches/${beachId}/routes` });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number; routeName: string }[]>();
};
const approve = (id: number) =>
  ctx.database.db.update(walkingRoutes).set({ isApproved: true }).where(eq(walkingRoutes.id, id));
const rate = (id: number, payload: object, remoteAddress = someAddress()) =>
  ctx.app.inject({ method: 'POST', url: `/api/routes/${id}/rate`, payload, remoteAddress });

describe('walking routes', () => {
  it('takes a route from a verified user, hides it until approved, then lists it', async () => {
    const response = await submit(route());
    expect(response.statusCode).toBe(201);
    const created = response.json<Record<string, unknown>>();
    expect(created).toMatchObject({
      beachId,
      routeName: 'Baggy Point loop',
      difficulty: 'moderate',
      estimatedDuration: 90,
      distanceKm: 5.5,
      isApproved: false,
      averageRating: 0,
      totalRatings: 0,
      submittedBy: 'Kerensa H.',
    });
    expect(created).not.toHaveProperty('submitterEmail');
    expect((await list()).map((item) => item.id)).not.toContain(created.id);

    await approve(created.id as number);
    const listed = await list();
    expect(listed.map((item) => item.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain('kerensa@example.org');
    // The public sees the submitter's first name and last initial only.
    expect(JSON.stringify(listed)).not.toContain('Hocking');
    // The slug works as well as the id.
    const bySlug = await ctx.app.inject({
      method: 'GET',
      url: '/api/beaches/woolacombe-beach/routes',
    });
    expect(bySlug.json()).toEqual(listed);
  });

  it('needs a signed-in user (401) whose e-mail is verified (403)', async () => {
    expect((await submit(route(), '')).statusCode).toBe(401);
    // Signed in while unverified happens when REQUIRE_EMAIL_VERIFICATION is false.
    const unverified = await createUser(ctx);
    await ctx.database.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.id, unverified.id));
    const response = await submit(route(), unverified.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: emailNotVerified });
  });

  it.each([
    ['routeName', { routeName: ' ' }, walkMessages.routeNameRequired],
    ['startingPoint', { startingPoint: '' }, walkMessages.startingPointRequired],
    ['estimatedDuration', { estimatedDuration: 12.5 }, walkMessages.durationRequired],
    ['distanceKm', { distanceKm: 120 }, walkMessages.distanceRequired],
    ['submittedBy', { submittedBy: undefined }, walkMessages.nameRequired],
    ['description', { description: '' }, walkMessages.descriptionRequired],
    ['submitterEmail', { submitterEmail: 'not-mail' }, walkMessages.invalidEmail],
    ['difficulty', { difficulty: 'extreme' }, undefined],
  ])('refuses a bad %s', async (path, change, message) => {
    const response = await submit(route(change));
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: { path: string; message: string }[] }>().errors;
    expect(errors.map((error) => error.path)).toContain(path);
    if (message) expect(errors).toContainEqual({ path, message });
  });

  it('answers 404 for a route on an unknown beach', async () => {
    expect((await submit(route({ beachId: 999_999 }))).statusCode).toBe(404);
  });

  it('rates an approved route without an account and keeps the average exact', async () => {
    const created = (await submit(route({ routeName: 'Putsborough sands' }))).json<{
      id: number;
    }>();
    expect((await rate(created.id, { rating: 5, raterName: 'Jo' })).statusCode).toBe(404);
    await approve(created.id);

    const first = await rate(created.id, { rating: 5, raterName: 'Jo' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ routeId: created.id, averageRating: 5, totalRatings: 1 });
    await rate(created.id, { rating: 4, raterName: 'Sam', comment: 'Muddy', raterEmail: '' });
    const third = await rate(created.id, { rating: 4, raterName: 'Ash' });
    // (5 + 4 + 4) / 3 = 4.33
    expect(third.json()).toEqual({ routeId: created.id, averageRating: 4.33, totalRatings: 3 });
    const listed = (await list()).find((item) => item.id === created.id);
    expect(listed).toMatchObject({ averageRating: 4.33, totalRatings: 3 });
    const ratings = await ctx.database.db
      .select()
      .from(routeRatings)
      .where(eq(routeRatings.routeId, created.id));
    expect(ratings.map((row) => row.rating).sort()).toEqual([4, 4, 5]);
    expect(ratings.find((row) => row.raterName === 'Sam')).toMatchObject({
      comment: 'Muddy',
      raterEmail: null,
    });
  });

  it('loses no rating when many arrive at once', async () => {
    const created = (await submit(route({ routeName: 'Morte Point' }))).json<{ id: number }>();
    await approve(created.id);
    const ratings = [1, 2, 3, 4, 5, 5, 4, 3];
    await Promise.all(ratings.map((rating) => rate(created.id, { rating, raterName: 'Crowd' })));
    const [row] = await ctx.database.db
      .select()
      .from(walkingRoutes)
      .where(eq(walkingRoutes.id, created.id));
    expect(row!.totalRatings).toBe(ratings.length);
    expect(Number(row!.averageRating)).toBe(3.38);
  });

  it('validates a rating', async () => {
    const created = (await submit(route({ routeName: 'Rockham Bay' }))).json<{ id: number }>();
    await approve(created.id);
    for (const payload of [
      { rating: 0, raterName: 'Jo' },
      { rating: 6, raterName: 'Jo' },
    ]) {
      const response = await rate(created.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(walkMessages.ratingRange);
    }
    const nameless = await rate(created.id, { rating: 3 });
    expect(nameless.json<{ message: string }>().message).toBe(walkMessages.nameRequired);
    expect((await rate(999_999, { rating: 3, raterName: 'Jo' })).statusCode).toBe(404);
    expect((await rate(Number.NaN, { rating: 3, raterName: 'Jo' })).statusCode).toBe(400);
  });

  it('limits ratings from one address', async () => {
    const created = (await submit(route({ routeName: 'Barricane' }))).json<{ id: number }>();
    await approve(created.id);
    const address = someAddress();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect((await rate(created.id, { rating: 4, raterName: 'Jo' }, address)).statusCode).toBe(
        201,
      );
    }
    const limited = await rate(created.id, { rating: 4, raterName: 'Jo' }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
