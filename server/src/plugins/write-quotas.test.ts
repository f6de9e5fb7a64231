import { randomBytes } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleReportMessages, ruleReportsPerDay } from '@shared/rule-reports';
import { createUser, type TestUser } from '../../test/accounts';
import { walkForm } from '../../test/forms';
import { buildTestApp, type TestContext } from '../../test/helper';
import { multipartBody } from '../../test/multipart';
import {
  beachCheckins,
  beachFavorites,
  communityPhotos,
  rateLimits,
  reviews,
  ruleReports,
  userFeedback,
  walkingRoutes,
} from '../db/schema';
import { writeQuotaSizes } from './write-quotas';

/** The machine's Redis, as CI runs it (plugins/rate-limits-redis.test.ts uses the same). */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'PGlite';

const stores = [
  { store: database, redis: false },
  { store: 'Redis', redis: true },
];

describe.each(stores.map((item) => [item.store, item] as const))(
  'per-user write quotas counted in %s',
  (_store, { redis }) => {
    const prefix = `ddb-test-${randomBytes(4).toString('hex')}:`;
    let ctx: TestContext;
    let redisClient: Redis | null = null;
    let other: TestUser;
    let beachIds: number[];
    let png: Buffer;

    beforeAll(async () => {
      if (redis) redisClient = new Redis(redisUrl);
      ctx = await buildTestApp({
        env: redis ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {},
      });
      other = await createUser(ctx, { firstName: 'Piran' });
      beachIds = (await ctx.app.catalogue.all()).map((beach) => beach.id);
      png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8a96e' } })
        .png()
        .toBuffer();
    });
    afterAll(async () => {
      await ctx.close();
      if (redisClient) {
        const keys = await redisClient.keys(`${prefix}*`);
        if (keys.length > 0) await redisClient.del(...keys);
        await redisClient.quit();
      }
    });

    const send = (cookie: string, options: InjectOptions) =>
      ctx.app.inject({ ...options, headers: { ...options.headers, cookie } });

    /** `n` requests from one user at once, as a script sends them. */
    const burst = (n: number, cookie: string, make: (index: number) => InjectOptions) =>
      Promise.all(Array.from({ length: n }, (_, index) => send(cookie, make(index))));

    /** Exactly `allowed` went through; every other answer is a 429 with a message and Retry-After. */
    function expectQuota(answers: LightMyRequestResponse[], allowed: number) {
      const passed = answers.filter((answer) => answer.statusCode < 300);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(passed.length, answers.map((answer) => answer.statusCode).join(' ')).toBe(allowed);
      expect(refused).toHaveLength(answers.length - allowed);
      for (const answer of refused) {
        expect(answer.json<{ message: string }>().message).toMatch(/\S/);
        const seconds = Number(answer.headers['retry-after']);
        expect(seconds).toBeGreaterThanOrEqual(1);
        expect(seconds).toBeLessThanOrEqual(24 * 60 * 60);
      }
      return refused;
    }

    const rowsOf = async (
      table:
        | typeof userFeedback
        | typeof communityPhotos
        | typeof reviews
        | typeof walkingRoutes
        | typeof beachCheckins
        | typeof beachFavorites
        | typeof ruleReports,
      userId: string,
    ) => {
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.userId, userId));
      return row?.n ?? 0;
    };

    const feedbackPost = (index: number): InjectOptions => ({
      method: 'POST',
      url: '/api/feedback',
      payload: { beachId: beachIds[0], feedbackType: 'comment', content: `Burst ${index}` },
    });

    it('feedback: 50 posts at once store 10; the rest are 429 with Retry-After', async () => {
      const busy = await createUser(ctx);
      const { perMinute } = writeQuotaSizes.feedback;
      expect(perMinute).toBeLessThan(50);
      const refused = expectQuota(await burst(50, busy.cookie, feedbackPost), perMinute);
      expect(refused[0]!.json()).toEqual({
        message: 'Too many feedback messages in a short time. Please wait a minute and try again.',
      });
      expect(Number(refused[0]!.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(await rowsOf(userFeedback, busy.id)).toBe(perMinute);
      expect((await send(other.cookie, feedbackPost(0))).statusCode).toBe(201);
    });

    it('feedback: one after another, the post past the quota is refused, long before the 50th', async () => {
      const steady = await createUser(ctx);
      const statuses: number[] = [];
      for (let index = 0; index < 50 && !statuses.includes(429); index += 1) {
        statuses.push((await send(steady.cookie, feedbackPost(index))).statusCode);
      }
      const { perMinute } = writeQuotaSizes.feedback;
      expect(statuses).toEqual([...Array<number>(perMinute).fill(201), 429]);
      expect(await rowsOf(userFeedback, steady.id)).toBe(perMinute);
    });

    const photoUpload = async (beach: number) => {
      const body = await multipartBody([{ name: 'dog.png', type: 'image/png', data: png }]);
      return {
        method: 'POST',
        url: `/api/beaches/${beach}/community-photos-bulk`,
        payload: body.payload,
        headers: body.headers,
      } satisfies InjectOptions;
    };

    it('photos: each photo counts, a rule report’s sign photo too', async () => {
      const busy = await createUser(ctx);
      const { perMinute } = writeQuotaSizes.photo;
      const upload = await photoUpload(beachIds[0]!);
      expectQuota(await burst(perMinute + 5, busy.cookie, () => upload), perMinute);
      expect(await rowsOf(communityPhotos, busy.id)).toBe(perMinute);
      // Four photos in one upload are four of the quota: this one is refused whole.
      const four = await multipartBody(
        Array.from({ length: 4 }, (_, index) => ({
          name: `p${index}.png`,
          type: 'image/png',
          data: png,
        })),
      );
      const refused = await send(busy.cookie, {
        method: 'POST',
        url: `/api/beaches/${beachIds[0]}/community-photos-bulk`,
        payload: four.payload,
        headers: four.headers,
      });
      expect(refused.statusCode).toBe(429);
      const sign = await multipartBody(
        [{ field: 'photo', name: 'sign.png', type: 'image/png', data: png }],
        {
          report: 'The new sign at the slipway says dogs are banned all summer.',
        },
      );
      const report = await send(busy.cookie, {
        method: 'POST',
        url: `/api/beaches/${beachIds[0]}/rule-reports`,
        payload: sign.payload,
        headers: sign.headers,
      });
      expect(report.statusCode).toBe(429);
      expect(await rowsOf(communityPhotos, busy.id)).toBe(perMinute);
      expect(await rowsOf(ruleReports, busy.id)).toBe(0);
      expect((await send(other.cookie, upload)).statusCode).toBe(201);
    });

    const reviewOf = (index: number): InjectOptions => ({
      method: 'POST',
      url: `/api/beaches/${beachIds[index]}/reviews`,
      payload: { rating: 4, reviewText: `Wide sands at low tide (${index}).` },
    });

    it('reviews: new ones and edits share one quota', async () => {
      const busy = await createUser(ctx);
      const { perMinute } = writeQuotaSizes.review;
      const answers = await burst(perMinute + 5, busy.cookie, reviewOf);
      expectQuota(answers, perMinute);
      expect(await rowsOf(reviews, busy.id)).toBe(perMinute);
      const written = answers.find((answer) => answer.statusCode === 201)!.json<{ id: number }>();
      const edit = await send(busy.cookie, {
        method: 'PUT',
        url: `/api/reviews/${written.id}`,
        payload: { rating: 5, reviewText: 'Even better the second time.' },
      });
      expect(edit.statusCode).toBe(429);
      expect((await send(other.cookie, reviewOf(0))).statusCode).toBe(201);
    });

    const routeOf = (index: number): InjectOptions => ({
      method: 'POST',
      url: '/api/routes',
      payload: walkForm(beachIds[0], { routeName: `Headland loop ${index}` }),
    });

    const checkinAt = (index: number): InjectOptions => ({
      method: 'POST',
      url: `/api/beaches/${beachIds[index]}/checkins`,
      payload: { dogCount: 2 },
    });

    // A burst past the quota stores exactly the quota, and another user still writes.
    it.each([
      { name: 'walking routes', quota: 'route', table: walkingRoutes, request: routeOf },
      {
        name: 'check-ins, each at another beach',
        quota: 'checkin',
        table: beachCheckins,
        request: checkinAt,
      },
    ] as const)('$name', async ({ quota, table, request }) => {
      const busy = await createUser(ctx);
      const { perMinute } = writeQuotaSizes[quota];
      expectQuota(await burst(perMinute + 5, busy.cookie, request), perMinute);
      expect(await rowsOf(table, busy.id)).toBe(perMinute);
      expect((await send(other.cookie, request(0))).statusCode).toBe(201);
    });

    it('favourites: saving, noting and removing share one quota', async () => {
      const busy = await createUser(ctx);
      const { perMinute } = writeQuotaSizes.favorite;
      expectQuota(
        await burst(perMinute + 10, busy.cookie, (index) => ({
          method: 'PUT',
          url: `/api/beaches/${beachIds[index]}/favorite`,
        })),
        perMinute,
      );
      expect(await rowsOf(beachFavorites, busy.id)).toBe(perMinute);
      const url = `/api/beaches/${beachIds[0]}/favorite`;
      expect(
        (await send(busy.cookie, { method: 'PATCH', url, payload: { notes: 'x' } })).statusCode,
      ).toBe(429);
      expect((await send(busy.cookie, { method: 'DELETE', url })).statusCode).toBe(429);
      expect(await rowsOf(beachFavorites, busy.id)).toBe(perMinute);
      expect((await send(other.cookie, { method: 'PUT', url })).statusCode).toBe(201);
    });

    it('edits and deletions of one’s own feedback, reviews and photos share one quota', async () => {
      const busy = await createUser(ctx);
      const { perMinute } = writeQuotaSizes.edit;
      // What there is to delete, stored as the feature stores it (posting it would meet its quota).
      const stored = await ctx.database.db
        .insert(userFeedback)
        .values(
          Array.from({ length: perMinute + 5 }, (_, index) => ({
            userId: busy.id,
            feedbackType: 'comment' as const,
            content: `To delete ${index}`,
          })),
        )
        .returning({ id: userFeedback.id });
      expectQuota(
        await burst(stored.length, busy.cookie, (index) => ({
          method: 'DELETE',
          url: `/api/feedback/${stored[index]!.id}`,
        })),
        perMinute,
      );
      expect(await rowsOf(userFeedback, busy.id)).toBe(5);
      const [review] = await ctx.database.db
        .insert(reviews)
        .values({
          userId: busy.id,
          beachId: beachIds[0]!,
          rating: 3,
          reviewText: 'Fine.',
          reviewerName: 'A dog owner',
        })
        .returning({ id: reviews.id });
      for (const options of [
        { method: 'PUT', url: `/api/feedback/${stored[0]!.id}`, payload: { content: 'Edited' } },
        { method: 'DELETE', url: `/api/reviews/${review!.id}` },
      ] satisfies InjectOptions[]) {
        expect((await send(busy.cookie, options)).statusCode).toBe(429);
      }
      expect(await rowsOf(reviews, busy.id)).toBe(1);
      const theirs = await send(other.cookie, feedbackPost(1));
      const deleted = await send(other.cookie, {
        method: 'DELETE',
        url: `/api/feedback/${theirs.json<{ id: number }>().id}`,
      });
      expect(deleted.statusCode).toBe(200);
    });

    it(`rule reports: ${ruleReportsPerDay} a day holds under a burst`, async () => {
      const busy = await createUser(ctx);
      const reportAt = (index: number): InjectOptions => ({
        method: 'POST',
        url: `/api/beaches/${beachIds[index]}/rule-reports`,
        payload: { report: `The sign at the slipway changed this spring (${index}).` },
      });
      const refused = expectQuota(await burst(12, busy.cookie, reportAt), ruleReportsPerDay);
      expect(refused[0]!.json()).toEqual({ message: ruleReportMessages.tooMany });
      expect(await rowsOf(ruleReports, busy.id)).toBe(ruleReportsPerDay);
      expect((await send(other.cookie, reportAt(0))).statusCode).toBe(201);
    });

    it('answers a request that is not signed in with 401, however many come', async () => {
      const answers = await burst(20, '', feedbackPost);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(20).fill(401));
    });

    it(redis ? 'counts in Redis, not in the database' : 'counts in the database', async () => {
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(rateLimits)
        .where(like(rateLimits.key, 'writeQuota:%'));
      if (!redisClient) {
        expect(row?.n ?? 0).toBeGreaterThan(0);
        return;
      }
      expect(row?.n ?? 0).toBe(0);
      const keys = await redisClient.keys(`${prefix}writeQuota:*`);
      for (const kind of ['feedback', 'photo', 'review', 'route', 'checkin', 'favorite', 'edit']) {
        expect(keys.some((key) => key.startsWith(`${prefix}writeQuota:${kind}:minute:`))).toBe(
          true,
        );
        expect(keys.some((key) => key.startsWith(`${prefix}writeQuota:${kind}:day:`))).toBe(true);
      }
    });
  },
);
