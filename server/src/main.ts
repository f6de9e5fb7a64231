import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { AdminService } from './features/admin/service';

/** Starts the site: database (migrated), seed when empty, then the server on PORT. */
export async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, db: database.db });
  app.addHook('onClose', async () => database.close());

  if (config.seed) {
    const seeded = await seedIfEmpty(database.db);
    if (seeded) app.log.info(seeded, 'seeded an empty database');
  }

  if (config.admin) {
    const admin = await new AdminService(database.db).upsert(config.admin);
    app.log.info({ username: admin.username }, 'administrator from ADMIN_USERNAME is ready');
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Devon Dog Beaches is serving http://${shownHost}:${port} (${database.driver})`);
  return app;
}

await main();
