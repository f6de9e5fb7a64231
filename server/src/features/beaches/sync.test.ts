import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { beaches } from '../../db/schema';
import { seedIfEmpty } from '../../db/seed';
import { BroadcastingBeachCatalogue } from './sync';

/** LISTEN/NOTIFY needs a PostgreSQL server: this file runs with DATABASE_URL=postgres://… only. */
const serverUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : '';

const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
};

describe.skipIf(!serverUrl)('the beach list across instances (LISTEN/NOTIFY)', () => {
  const name = `ddb_sync_${randomBytes(4).toString('hex')}`;
  // The body is collected even when skipped: parse a placeholder then.
  const url = new URL(serverUrl || 'postgres://127.0.0.1/unused');
  url.pathname = `/${name}`;
  const handles: DatabaseHandle[] = [];
  const apps: App[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    for (let index = 0; index < 2; index += 1) {
      const config = loadConfig({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddb-sync-')),
        DATABASE_URL: url.toString(),
        SESSION_SECRET: 'test-secret-test-secret-test-secret',
      });
      const handle = await openDatabase(config);
      if (index === 0) await seedIfEmpty(handle.db);
      handles.push(handle);
      const app = await buildApp({ config, db: handle.db, logger: false });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  const nameOnB = async (slug: string) => {
    const response = await apps[1]!.inject({ url: `/api/beaches/${slug}` });
    return response.json<{ name: string }>().name;
  };

  const renameOnA = async (slug: string, newName: string) => {
    await handles[0]!.db.update(beaches).set({ name: newName }).where(eq(beaches.slug, slug));
    apps[0]!.catalogue.invalidate();
  };

  it('uses the broadcasting catalogue on a PostgreSQL server', () => {
    expect(apps[0]!.catalogue).toBeInstanceOf(BroadcastingBeachCatalogue);
  });

  it("a write on one instance renews the other's cached list within a second", async () => {
    const [first] = (await apps[1]!.inject({ url: '/api/beaches' })).json<{ slug: string }[]>();
    const slug = first!.slug;
    const before = await nameOnB(slug);
    const started = Date.now();
    await renameOnA(slug, `${before} (renamed)`);
    expect(await waitFor(async () => (await nameOnB(slug)) === `${before} (renamed)`, 1_000)).toBe(
      true,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('reconnects a dropped listener and keeps renewing', async () => {
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`,
      [name],
    );
    await admin.end();
    expect(killed.rowCount).toBe(2);
    const [first] = (await apps[1]!.inject({ url: '/api/beaches' })).json<{ slug: string }[]>();
    const slug = first!.slug;
    const listening = await waitFor(async () => {
      const result = await handles[0]!.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = ${name} and query ilike 'LISTEN%'`,
      );
      return (result as { rows: { n: number }[] }).rows[0]!.n === 2;
    }, 5_000);
    expect(listening).toBe(true);
    await renameOnA(slug, 'Renamed after a dropped connection');
    expect(
      await waitFor(
        async () => (await nameOnB(slug)) === 'Renamed after a dropped connection',
        1_000,
      ),
    ).toBe(true);
  });
});
