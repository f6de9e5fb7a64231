import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

/**
 * A database of its own for one test file. On PGlite (DATABASE_URL unset or memory://) it is an
 * in-memory instance; with DATABASE_URL=postgres://… it is a new database on that server, dropped
 * when the handle closes, so test files can run side by side.
 */
export async function openTestDatabase(
  options: { databasePoolMax?: number } = {},
): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url || !url.startsWith('postgres')) {
    return openDatabase({ databaseUrl: 'memory://', dataDir: '' });
  }
  const base = new URL(url);
  const name = `${base.pathname.slice(1) || 'test'}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: '', ...options });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
