/**
 * Backups of the whole site: every table of the database (a logical export in foreign-key order,
 * read in one repeatable-read transaction, so it is consistent while the site runs on a PostgreSQL
 * server) and the upload folder, in one dated .tar.gz. The same archive restores on PGlite and on
 * a PostgreSQL server (docs/deploy.md "Backups").
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';
import { latestMigration } from '../server/src/features/health/service';

const run = promisify(execFile);

export const backupFormat = 'devon-dog-beaches-backup';
const batchSize = 500;

export interface BackupManifest {
  format: typeof backupFormat;
  version: 1;
  createdAt: string;
  /** The newest migration of the code that wrote it: a restore needs code at least this new. */
  migration: string;
  tables: Record<string, number>;
  uploads: number;
}

type Row = Record<string, unknown>;

/** Every table of the schema, each after the tables it references. */
export function tablesInDependencyOrder(): PgTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const ordered: PgTable[] = [];
  const placed = new Set<PgTable>();
  const visit = (table: PgTable, path: PgTable[]) => {
    if (placed.has(table)) return;
    if (path.includes(table))
      throw new Error(`foreign keys form a cycle at ${getTableName(table)}`);
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const target = foreignKey.reference().foreignTable;
      if (target !== table) visit(target, [...path, table]);
    }
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

const columnsOf = (table: PgTable) => getTableConfig(table).columns;

/** JSON has no dates or bigints: they are written as strings and read back by the column's type. */
function encodeRow(table: PgTable, row: Row): Row {
  const encoded: Row = {};
  for (const column of columnsOf(table)) {
    const key = propertyOf(table, column);
    const value = row[key];
    encoded[column.name] =
      value instanceof Date
        ? value.toISOString()
        : typeof value === 'bigint'
          ? String(value)
          : value;
  }
  return encoded;
}

function decodeRow(table: PgTable, stored: Row): Row {
  const row: Row = {};
  for (const column of columnsOf(table)) {
    if (!(column.name in stored)) continue;
    const value = stored[column.name];
    const key = propertyOf(table, column);
    if (value === null || value === undefined) row[key] = value;
    else if (column.dataType === 'date') row[key] = new Date(value as string);
    else if (column.dataType === 'bigint') row[key] = BigInt(value as string);
    else row[key] = value;
  }
  return row;
}

/** Drizzle rows are keyed by the schema's property names, the archive by the column names. */
function propertyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} not found on ${getTableName(table)}`);
  return entry[0];
}

/** Every row of every table, read in one consistent snapshot. */
export async function exportTables(db: Database): Promise<Record<string, Row[]>> {
  return db.transaction(
    async (tx) => {
      const tables: Record<string, Row[]> = {};
      for (const table of tablesInDependencyOrder()) {
        const rows = (await tx.select().from(table)) as Row[];
        tables[getTableName(table)] = rows.map((row) => encodeRow(table, row));
      }
      return tables;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** How many rows the database holds in all (0: nothing would be overwritten). */
export async function countRows(db: Database): Promise<number> {
  let total = 0;
  for (const table of tablesInDependencyOrder()) {
    const result = await db.execute(sql`select count(*)::int as n from ${table}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    total += rows[0]?.n ?? 0;
  }
  return total;
}

/** Replaces every row with the archive's, in one transaction, and moves each id sequence past them. */
export async function importTables(db: Database, tables: Record<string, Row[]>): Promise<void> {
  const ordered = tablesInDependencyOrder();
  await db.transaction(async (tx) => {
    const names = ordered.map((table) => `"${getTableName(table)}"`).join(', ');
    await tx.execute(sql.raw(`truncate ${names} restart identity cascade`));
    for (const table of ordered) {
      const rows = (tables[getTableName(table)] ?? []).map((row) => decodeRow(table, row));
      for (let start = 0; start < rows.length; start += batchSize) {
        await tx.insert(table).values(rows.slice(start, start + batchSize));
      }
      for (const column of columnsOf(table)) {
        if (column.columnType !== 'PgSerial') continue;
        const name = getTableName(table);
        await tx.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('"${name}"', '${column.name}'), ` +
              `coalesce((select max("${column.name}") from "${name}"), 0) + 1, false)`,
          ),
        );
      }
    }
  });
}

async function countFiles(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) count += 1;
  }
  return count;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** A file name that sorts by time: `ddb-backup-2025-06-01T12-30-00Z.tar.gz`. */
export const archiveName = (now = new Date()) =>
  `ddb-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;

/** Writes the database and the upload folder into `outDir/ddb-backup-<time>.tar.gz`. */
export async function writeBackup(options: {
  db: Database;
  uploadDir: string;
  outDir: string;
  now?: Date;
}): Promise<{ file: string; manifest: BackupManifest }> {
  const staging = await mkdtemp(path.join(tmpdir(), 'ddb-backup-'));
  try {
    const tables = await exportTables(options.db);
    await mkdir(path.join(staging, 'database'));
    for (const [name, rows] of Object.entries(tables)) {
      await writeFile(path.join(staging, 'database', `${name}.json`), JSON.stringify(rows));
    }
    const uploads = path.join(staging, 'uploads');
    if (await exists(options.uploadDir)) await cp(options.uploadDir, uploads, { recursive: true });
    else await mkdir(uploads);
    const manifest: BackupManifest = {
      format: backupFormat,
      version: 1,
      createdAt: (options.now ?? new Date()).toISOString(),
      migration: latestMigration().tag,
      tables: Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length])),
      uploads: await countFiles(uploads),
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(options.outDir, { recursive: true });
    const file = path.join(path.resolve(options.outDir), archiveName(options.now));
    await run('tar', ['-czf', file, '-C', staging, 'manifest.json', 'database', 'uploads']);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export class RestoreRefused extends Error {}

/**
 * Brings an archive back: refuses a database or upload folder that holds anything unless `force`,
 * and an archive written by newer code than this; then replaces every row and every upload.
 */
export async function restoreBackup(options: {
  db: Database;
  uploadDir: string;
  file: string;
  force?: boolean;
}): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'ddb-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(options.file), '-C', staging]);
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    if (manifest.format !== backupFormat || manifest.version !== 1) {
      throw new RestoreRefused(`${options.file} is not a Devon Dog Beaches backup`);
    }
    if (manifest.migration > latestMigration().tag) {
      throw new RestoreRefused(
        `The backup was written by newer code (migration ${manifest.migration}); update this copy first`,
      );
    }
    if (!options.force) {
      const rows = await countRows(options.db);
      const files = (await exists(options.uploadDir)) ? await countFiles(options.uploadDir) : 0;
      if (rows > 0 || files > 0) {
        throw new RestoreRefused(
          `The database holds ${rows} rows and the upload folder ${files} files; ` +
            'restore with --force to replace them',
        );
      }
    }
    const tables: Record<string, Row[]> = {};
    for (const name of Object.keys(manifest.tables)) {
      tables[name] = JSON.parse(
        await readFile(path.join(staging, 'database', `${name}.json`), 'utf8'),
      ) as Row[];
    }
    await importTables(options.db, tables);
    await mkdir(options.uploadDir, { recursive: true });
    for (const entry of await readdir(options.uploadDir)) {
      await rm(path.join(options.uploadDir, entry), { recursive: true, force: true });
    }
    await cp(path.join(staging, 'uploads'), options.uploadDir, { recursive: true });
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
