import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../src/db/client';

/**
 * A database of its own for one test file. On PGlite (DATABASE_URL unset or memory://) it is an
 * in-memory instance; with DATABASE_URL=postgres://… it is a new database on that server, dropped
 * when the handle closes, so test files can run side by side.
 */
export async function openTestDatabase(
  options: { databasePoolMax?: number } = {},
): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url || !url.startsWith('postgres')) return openMemoryDatabase();
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

/**
 * A PGlite database in memory, started from a migrated one kept in the system's temporary folder
 * (named by the migrations and PGlite's version, so a changed migration makes a new one): loading
 * it takes a quarter of the two seconds initdb takes for each new cluster. The migrator still runs
 * (it finds everything applied). The first test file to need it makes it, from its own database.
 */
async function openMemoryDatabase(): Promise<DatabaseHandle> {
  const file = templateFile();
  let template: Blob | undefined;
  try {
    template = new Blob([readFileSync(file)]);
  } catch {
    // Not made yet: this database is made by initdb and becomes the template.
  }
  const handle = await openDatabase({
    databaseUrl: 'memory://',
    dataDir: '',
    memoryTemplate: template,
  });
  if (!template) {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed, so a file running beside this one never reads half of it.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return handle;
}

function templateFile(): string {
  const hash = createHash('sha256');
  const version = JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    ),
  ) as { version: string };
  hash.update(version.version);
  for (const name of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()) {
    hash.update(path.relative(migrationsFolder, name));
    hash.update(readFileSync(name));
  }
  return path.join(tmpdir(), `ddb-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}
