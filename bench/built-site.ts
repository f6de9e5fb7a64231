import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { seedIfEmpty } from '../server/src/db/seed';
import { buildClient, clientBuildIsStale, clientDistDir } from '../scripts/client-build';

/**
 * The production build served by the real app on a seeded database (in memory unless
 * DATABASE_URL says otherwise) on a free port of 127.0.0.1, for the browser benchmarks (bench:web,
 * bench:profile). The client is built first when older than its sources. Closing the app closes
 * the database.
 */
export async function serveBuiltSite(
  name: string,
): Promise<{ app: FastifyInstance; origin: string }> {
  if (clientBuildIsStale()) {
    console.log(`Building the client into ${clientDistDir}…`);
    await buildClient();
  }
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `ddb-bench-${name}-`)),
    LOG_LEVEL: 'warn',
    PORT: '0',
  });
  const handle = await openDatabase(config);
  await seedIfEmpty(handle.db);
  const app = await buildApp({ config, db: handle.db, logger: false, clientRoot: clientDistDir });
  app.addHook('onClose', async () => handle.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('The server has no port');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}
