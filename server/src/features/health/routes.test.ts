import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { checkReadiness, latestMigration } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
let databaseClosed = false;
afterAll(async () => {
  if (databaseClosed) await ctx.app.close();
  else await ctx.close();
});

describe('GET /healthz', () => {
  it('answers 200 {status: ok}, never cached', async () => {
    const response = await ctx.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers and the newest migration is applied', async () => {
    const response = await ctx.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is not ready when the newest migration of the code is missing from the database', async () => {
    const latest = latestMigration();
    expect(latest.tag).toMatch(/^\d{4}_/);
    const ahead = { tag: '9999_from_the_future', when: latest.when + 1 };
    expect(await checkReadiness(ctx.database.db, ahead)).toEqual({
      ready: false,
      reason: 'Migration 9999_from_the_future is not applied',
    });
  });

  it('answers 503 {message} when the migration record is gone', async () => {
    await ctx.database.db.execute(
      sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_away`,
    );
    try {
      const response = await ctx.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The database is not reachable' });
    } finally {
      await ctx.database.db.execute(
        sql`alter table drizzle.__drizzle_migrations_away rename to __drizzle_migrations`,
      );
    }
    expect((await ctx.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  // Last: it closes this file's database.
  it('answers 503 once the database is closed', async () => {
    await ctx.database.close();
    databaseClosed = true;
    const response = await ctx.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ message: string }>().message).toMatch(/database/);
    expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
