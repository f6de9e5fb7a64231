import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { openTestDatabase } from './database';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** A built client's folder with only its index.html: the page fallback is there, as in production. */
export function builtClientRoot(): string {
  const clientRoot = mkdtempSync(path.join(tmpdir(), 'ddb-client-'));
  writeFileSync(path.join(clientRoot, 'index.html'), '<!doctype html><title>client</title>');
  return clientRoot;
}

/** The real app on a database of its own, seeded with the catalogue unless told otherwise. */
export async function buildTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    clientRoot?: string;
    logger?: AppOptions['logger'];
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ddb-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:5000',
    SESSION_SECRET: 'test-secret-test-secret-test-secret',
    // The daily alert job's catch-up would run at every test app's start: a test that is about
    // the job turns it on.
    ALERTS: 'false',
    ...options.env,
  });
  const database = await openTestDatabase();
  if (options.seed !== false) await seedIfEmpty(database.db);
  const app = await buildApp({
    config,
    db: database.db,
    logger: options.logger ?? false,
    clientRoot: options.clientRoot ?? path.join(dataDir, 'no-client'),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
