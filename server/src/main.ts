import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { adminPasswordProblem } from './features/admin/admin-password';
import { AdminService } from './features/admin/service';
import { checkStartUpFolders, UnwritableFolderError } from './features/health/folders';

/**
 * Starts the site: the folders it writes checked, database (migrated), seed when empty, then the
 * server on PORT.
 */
export async function main() {
  // loadConfig writes DATA_DIR/session-secret when SESSION_SECRET is unset, so the folders are
  // checked first, on the same settings read with a stand-in secret that nothing uses.
  const settings = loadConfig({ ...process.env, SESSION_SECRET: 'stand-in, never used' });
  await checkStartUpFolders({
    dataDir: settings.dataDir,
    uploadDir: settings.uploadDir,
    databaseUrl: settings.databaseUrl,
    smtpUrl: settings.smtpUrl,
    sessionSecretSet: Boolean(process.env.SESSION_SECRET),
  });
  const config = loadConfig();
  // Refused before anything opens: a site whose administrator password is guessable must not run.
  const adminProblem = config.admin && adminPasswordProblem(config.admin.password);
  if (adminProblem) {
    console.error(`ADMIN_PASSWORD refused, not starting: ${adminProblem}`);
    process.exit(1);
  }
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

try {
  await main();
} catch (error) {
  // A folder that cannot be written or a setting that cannot be read is the operator's to fix:
  // one line saying which, not a stack.
  if (!(error instanceof UnwritableFolderError) && !(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
