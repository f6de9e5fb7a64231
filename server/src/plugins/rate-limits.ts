import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
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

/**
 * One named limit, counted in the database (rate-limiter-flexible's Drizzle store, fixed windows),
 * so every instance of the app sees the same counts and a restart forgets none of them.
 */
export class RateLimit {
  private readonly limiter: RateLimiterDrizzle;

  constructor(
    db: Database,
    name: string,
    readonly rule: LimitRule,
    /** What a 429 of this limit says. */
    private readonly message = tooMany,
  ) {
    this.limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points: rule.points,
      duration: rule.windowSeconds,
      // The app's housekeeping deletes expired rows; the store's own timer would outlive the app.
      clearExpiredByTimeout: false,
    });
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
    try {
      await this.limiter.consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  /** For limits on failures: throws 429 when the key has used up its window already. */
  async assertNotExhausted(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.rule.points) {
      throw tooManyRequests(this.message, state.msBeforeNext / 1000);
    }
  }

  /** Records one failure against the key. */
  async fail(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Removes windows that ended; run by the app's housekeeping. */
export async function deleteExpiredRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, new Date()));
}
