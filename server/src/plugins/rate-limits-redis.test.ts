import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someAddress, uniqueEmail } from '../../test/accounts';
import { buildTestApp, type TestContext } from '../../test/helper';
import { RateLimit, useRedisForRateLimits } from './rate-limits';

/** REDIS_URL for this test: the machine's Redis, as CI runs it. */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `ddb-test-${randomBytes(4).toString('hex')}:`;

let ctx: TestContext;
let redis: Redis;
beforeAll(async () => {
  redis = new Redis(redisUrl);
  ctx = await buildTestApp({ seed: false, env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } });
});
afterAll(async () => {
  await ctx.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const countRows = async (key: string) => {
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as n from rate_limits where key like ${`%${key}%`}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    n: number;
  }[];
  return rows[0]?.n ?? 0;
};

describe('rate limits with REDIS_URL', () => {
  it('counts sign-in failures in Redis under REDIS_PREFIX, not in the database', async () => {
    const email = uniqueEmail('redis');
    const address = someAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { email, password: 'not-the-password' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined();
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const stored = await redis.get(`${prefix}signInPerAccount:${email}`);
    expect(Number(stored)).toBe(10);
    expect(await countRows(email)).toBe(0);
  });

  it('falls back to the database while Redis cannot answer', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    useRedisForRateLimits(ctx.database.db, away, prefix);
    const key = `fallback-${randomBytes(4).toString('hex')}`;
    const limit = new RateLimit(ctx.database.db, 'redisFallbackTest', {
      points: 2,
      windowSeconds: 60,
    });
    expect(await limit.tryConsume(key)).toBe(true);
    expect(await limit.tryConsume(key)).toBe(true);
    expect(await limit.tryConsume(key)).toBe(false);
    expect(await countRows(key)).toBe(1);
    away.disconnect();
  });
});
