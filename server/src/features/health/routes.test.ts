import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { lockFolder } from '../../../test/unwritable';
import { checkDatabase, latestMigration } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
let databaseClosed = false;
afterAll(async () => {
  if (databaseClosed) await ctx.app.close();
  else await ctx.close();
});

/** Every check passing, as /readyz reports them; a test overrides the ones it breaks. */
const allOk = { database: 'ok', uploads: 'ok', outbox: 'ok' };

/** Asks `app` (this file's, unless given) whether it is ready, and checks the status and body. */
async function expectReadiness(statusCode: number, body: object, app = ctx.app) {
  const response = await app.inject({ url: '/readyz' });
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toEqual(body);
  return response;
}
const outboxDir = () => path.join(ctx.config.dataDir, 'outbox');
const readinessStatus = async () => (await ctx.app.inject({ url: '/readyz' })).statusCode;

describe('GET /healthz', () => {
  it('answers 200 {status: ok}, never cached', async () => {
    const response = await ctx.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('with SMTP_URL reports mail as not checked and leaves the outbox alone', async () => {
    const smtp = await buildTestApp({
      seed: false,
      env: { SMTP_URL: 'smtp://127.0.0.1:1' },
    });
    try {
      const checks = { database: 'ok', uploads: 'ok', smtp: 'not checked' };
      await expectReadiness(200, { status: 'ok', checks }, smtp.app);
      expect(readdirSync(smtp.config.dataDir)).not.toContain('outbox');
    } finally {
      await smtp.close();
    }
  });

  it('answers 200 when the database answers and the newest migration is applied', async () => {
    const response = await expectReadiness(200, { status: 'ok', checks: allOk });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when the newest migration of the code is missing from the database', async () => {
    const latest = latestMigration();
    expect(latest.tag).toMatch(/^\d{4}_/);
    const ahead = { tag: '9999_from_the_future', when: latest.when + 1 };
    expect(await checkDatabase(ctx.database.db, ahead)).toEqual({
      ok: false,
      reason: 'Migration 9999_from_the_future is not applied',
    });
  });

  it('answers 503 {message} when the migration record is gone', async () => {
    await ctx.database.db.execute(
      sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_away`,
    );
    try {
      await expectReadiness(503, {
        message: 'The database is not reachable',
        checks: { ...allOk, database: 'failed' },
      });
    } finally {
      await ctx.database.db.execute(
        sql`alter table drizzle.__drizzle_migrations_away rename to __drizzle_migrations`,
      );
    }
    expect(await readinessStatus()).toBe(200);
  });

  // Root writes through any permission bits, so the folder is made unwritable for everyone by
  // putting a file in its place: every write under it fails (EEXIST, ENOTDIR).
  const replaceWithFile = (dir: string) => {
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a folder');
    return () => {
      rmSync(dir, { force: true });
      mkdirSync(dir);
    };
  };

  it.each([
    ['upload folder', () => ctx.config.uploadDir, 'uploads'],
    ['outbox', outboxDir, 'outbox'],
  ])(
    'answers 503 naming the %s while it cannot be written, 200 once it can',
    async (name, folder, check) => {
      const restore = replaceWithFile(folder());
      try {
        await expectReadiness(503, {
          message: `The ${name} cannot be written: ${folder()} (EEXIST)`,
          checks: { ...allOk, [check]: 'failed' },
        });
      } finally {
        restore();
      }
      expect(await readinessStatus()).toBe(200);
    },
  );

  it('names the first failure and reports each check when several fail', async () => {
    const restoreUploads = replaceWithFile(ctx.config.uploadDir);
    const restoreOutbox = replaceWithFile(outboxDir());
    try {
      const response = await ctx.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        message: expect.stringMatching(/^The upload folder cannot be written/) as string,
        checks: { ...allOk, uploads: 'failed', outbox: 'failed' },
      });
    } finally {
      restoreUploads();
      restoreOutbox();
    }
  });

  it('answers 503 while the upload folder is there but refuses new files', async (test) => {
    const unlock = lockFolder(ctx.config.uploadDir);
    if (!unlock) return test.skip('neither permission bits nor chattr can lock a folder here');
    try {
      await expectReadiness(503, {
        message: expect.stringMatching(
          /^The upload folder cannot be written: .+ \((EACCES|EPERM)\)$/,
        ) as string,
        checks: { ...allOk, uploads: 'failed' },
      });
    } finally {
      unlock();
    }
    expect(await readinessStatus()).toBe(200);
  });

  it('leaves no file behind in the folders it checks', async () => {
    for (let i = 0; i < 5; i++) await ctx.app.inject({ url: '/readyz' });
    expect(readdirSync(ctx.config.uploadDir).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readdirSync(outboxDir())).toEqual([]);
  });

  // Last: it closes this file's database.
  it('answers 503 once the database is closed', async () => {
    await ctx.database.close();
    databaseClosed = true;
    const response = await ctx.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ message: string }>().message).toMatch(/database/);
    expect(response.json<{ checks: object }>().checks).toEqual({ ...allOk, database: 'failed' });
    expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
