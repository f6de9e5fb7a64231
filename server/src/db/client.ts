import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: a union of the two drizzle types breaks `.returning()`. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/**
 * Opens the database the configuration names: unset is PGlite on disk in `DATA_DIR/db`,
 * `memory://` is PGlite in memory, and `postgres://…` is a server through a connection pool.
 * Migrations are applied before it is handed out.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Connections a PostgreSQL pool may open (DATABASE_POOL_MAX; docs/deploy.md). */
  databasePoolMax?: number;
  /**
   * For `memory://`: the data directory to start from (PGlite's `dumpDataDir`), instead of a new
   * cluster made by initdb (two seconds). Tests start each database from a migrated one.
   */
  memoryTemplate?: Blob;
}): Promise<DatabaseHandle> {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      // The configured size (loadConfig: DATABASE_POOL_MAX, default 40); pg's own 10 for tests.
      max: options.databasePoolMax ?? 10,
    });
    // An idle connection that the server ends (a restart, a dropped database) emits an error on
    // the pool; unheard, it would end the process. The next query opens a new connection.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (databaseUrl && databaseUrl !== 'memory://') {
    throw new Error('DATABASE_URL must be unset, memory:// or postgres://…');
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (databaseUrl === 'memory://') {
    client = new PGlite(options.memoryTemplate ? { loadDataDir: options.memoryTemplate } : {});
  } else {
    const dir = path.join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  keepTextParsersOnClient(client);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, driver: 'pglite', close: () => client.close() };
}

type PGliteClient = Pick<PGlite, 'query' | 'parsers'>;
type QueryOptions = Parameters<PGliteClient['query']>[2];

/**
 * drizzle asks PGlite, with every query, to leave dates and intervals as text (its own parsers:
 * it maps them itself), and PGlite then copies its 318 type parsers and drizzle's into a new
 * object for each query: 0.15 of the 0.56 ms of a one-row query, on the event loop. Parsers that
 * keep text as it is become the client's own once, and the query goes without them; any other
 * parser is passed as it came.
 */
export function keepTextParsersOnClient(client: PGliteClient) {
  const query = client.query.bind(client);
  const probe = '\u0000text';
  const keepsText = (parse: (value: string, type: number) => unknown) => {
    try {
      return parse(probe, 0) === probe;
    } catch {
      return false;
    }
  };
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    const parsers = options?.parsers;
    const parses = Object.values(parsers ?? {}) as ((value: string, type: number) => unknown)[];
    if (!parsers || !parses.every(keepsText)) {
      return query(text, params, options);
    }
    Object.assign(client.parsers, parsers);
    return query(text, params, { ...options, parsers: undefined });
  }) as PGliteClient['query'];
}
