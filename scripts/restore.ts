/**
 * `npm run restore -- FILE [--force]`: brings a backup of `npm run backup` back into the database
 * DATABASE_URL names (or PGlite in DATA_DIR/db) and the upload folder. It refuses to replace a
 * database or upload folder that holds anything unless --force. Stop the app while it runs.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { restoreBackup, RestoreRefused } from './backup-archive';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  const manifest = await restoreBackup({
    db: database.db,
    uploadDir: config.uploadDir,
    file,
    force: values.force,
  });
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored ${file} from ${manifest.createdAt}: ${rows} rows, ${manifest.uploads} uploaded files (${database.driver})`,
  );
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
