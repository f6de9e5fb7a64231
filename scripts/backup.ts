/**
 * `npm run backup [-- --out DIR]`: the database DATABASE_URL names (or PGlite in DATA_DIR/db) and
 * the upload folder, in `DATA_DIR/backups/ddb-backup-<UTC time>.tar.gz` (or DIR). On PGlite stop
 * the server first: one process owns its data folder.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { writeBackup } from './backup-archive';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const outDir = path.resolve(values.out ?? path.join(config.dataDir, 'backups'));
const database = await openDatabase(config);
try {
  const { file, manifest } = await writeBackup({
    db: database.db,
    uploadDir: config.uploadDir,
    outDir,
  });
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup written: ${file} (${rows} rows in ${Object.keys(manifest.tables).length} tables, ` +
      `${manifest.uploads} uploaded files, ${database.driver}, migration ${manifest.migration})`,
  );
} finally {
  await database.close();
}
