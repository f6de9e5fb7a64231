import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  RateLimiterDrizzle,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../lib/http-errors';

export interface LimitRule {
  /** How many attempts (or failures) a key may make in one window. */
  points: number;
  windowSeconds: number;
}

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';

interface RedisStore {
  client: Redis;
  prefix: string;
}

/** The Redis that counts the limits of the app on this database, when REDIS_URL is set. */
const redisStores = new WeakMap<Database, RedisStore>();

/**
 * Where the limits of the app on `db` are counted: with a Redis URL, in Redis (closed with the
 * app); without, in the database. Registered before any route makes its limits.
 */
export function registerRateLimitStore(
  app: FastifyInstance,
  options: { db: Database; redisUrl: string | null; redisPrefix: string },
): void {
  if (!options.redisUrl) return;
  const client = new Redis(options.redisUrl, {
    // A command waits for no reconnection: while Redis is away the database counts instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  client.on('error', (err: Error) => app.log.warn({ err }, 'Redis (rate limits) failed'));
  useRedisForRateLimits(options.db, client, options.redisPrefix);
  app.addHook('onReady', async () => {
    await client.connect().catch((err: unknown) => {
      app.log.warn({ err }, 'Redis (rate limits) is not reachable; counting in the database');
    });
  });
  app.addHook('onClose', async () => {
    redisStores.delete(options.db);
    await client.quit().catch(() => client.disconnect());
  });
}

/** Counts the limits made for `db` from now on in this Redis, under keys starting with `prefix`. */
export function useRedisForRateLimits(db: Database, client: Redis, prefix: string): void {
  redisStores.set(db, { client, prefix });
}

/**
 * One named limit, counted in the database (rate-limiter-flexible's Drizzle store, fixed windows),
 * or in Redis when REDIS_URL is set (the database then stands in while Redis cannot answer), so
 * every instance of the app sees the same counts and a restart forgets none of them.
 */
export class RateLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    db: Database,
    name: string,
    readonly rule: LimitRule,
    /** What a 429 of this limit says. */
    private readonly message = tooMany,
  ) {
    const inDatabase = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points: rule.points,
      duration: rule.windowSeconds,
      // The app's housekeeping deletes expired rows; the store's own timer would outlive the app.
      clearExpiredByTimeout: false,
    });
    const redis = redisStores.get(db);
    this.limiter = redis
      ? new RateLimiterRedis({
          storeClient: redis.client,
          useRedisPackage: false,
          rejectIfRedisNotReady: true,
          keyPrefix: `${redis.prefix}${name}`,
          points: rule.points,
          duration: rule.windowSeconds,
          insuranceLimiter: inDatabase,
        })
      : inDatabase;
  }

  /** Counts one attempt; past the limit it throws 429 with `Retry-After`. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw tooManyRequests(this.message, rejection.msBeforeNext / 1000);
      }
      throw rejection;
    }
  }

  /** Counts one attempt and says whether it was within the limit, without throwing. */
  async tryConsume(key: string): Promise<boolean> {
    return (await this.take(key)) === null;
  }

  /**
   * For limits on failures: throws 429 when the key has used up its window already; otherwise
   * answers the failures counted so far (none: nothing to reset after a success).
   */
  async assertNotExhausted(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.rule.points) {
      throw tooManyRequests(this.message, state.msBeforeNext / 1000);
    }
    return state?.consumedPoints ?? 0;
  }

  /**
   * Takes one point, without throwing: null within the limit, else how long until the window
   * ends. The point is taken either way, so parallel attempts cannot all slip under the limit.
   */
  async take(key: string): Promise<{ retryAfterSeconds: number } | null> {
    try {
      await this.limiter.consume(key);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { retryAfterSeconds: rejection.msBeforeNext / 1000 };
      }
      throw rejection;
    }
  }

  /** Gives one point back (an attempt that turned out not to count, such as a good sign-in). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Removes windows that ended; run by the app's housekeeping. */
export async function deleteExpiredRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, new Date()));
}
