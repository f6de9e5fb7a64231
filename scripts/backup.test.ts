import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { desc, eq, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../server/src/db/client';
import { beaches, users } from '../server/src/db/schema';
import { seedIfEmpty } from '../server/src/db/seed';
import { openTestDatabase } from '../server/test/database';
import {
  archiveName,
  countRows,
  exportTables,
  restoreBackup,
  RestoreRefused,
  tablesInDependencyOrder,
  writeBackup,
} from './backup-archive';

const run = promisify(execFile);
const temp = (label: string) => mkdtempSync(path.join(tmpdir(), `ddb-${label}-`));

/** On the database DATABASE_URL names (a fresh one per handle), else PGlite in memory. */
let source: DatabaseHandle;
let target: DatabaseHandle;
const sourceUploads = temp('uploads-a');
const targetUploads = temp('uploads-b');
const photo = randomBytes(2048);
let archive: string;

beforeAll(async () => {
  [source, target] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await seedIfEmpty(source.db);
  await source.db.insert(users).values({
    id: 'user-backup-1',
    email: 'backup.owner@example.org',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    firstName: 'Tamsin',
    lastName: 'Rowe',
    emailVerified: true,
  });
  mkdirSync(path.join(sourceUploads, 'community'), { recursive: true });
  writeFileSync(path.join(sourceUploads, 'community', 'walk-640.webp'), photo);
});
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
});

describe('backup and restore', () => {
  it('orders every table after the tables it references', () => {
    const names = tablesInDependencyOrder().map((table) => getTableName(table));
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('reviews'));
    expect(names.indexOf('beaches')).toBeLessThan(names.indexOf('reviews'));
    expect(names.indexOf('walking_routes')).toBeLessThan(names.indexOf('route_ratings'));
    expect(names.indexOf('route_ratings')).toBeGreaterThan(-1);
  });

  it('names archives by their UTC time', () => {
    expect(archiveName(new Date('2025-06-01T12:30:05.123Z'))).toBe(
      'ddb-backup-2025-06-01T12-30-05Z.tar.gz',
    );
  });

  it('writes a dated archive with every row and every uploaded file', async () => {
    const outDir = temp('backups');
    const { file, manifest } = await writeBackup({
      db: source.db,
      uploadDir: sourceUploads,
      outDir,
    });
    archive = file;
    expect(path.basename(file)).toMatch(/^ddb-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(existsSync(file)).toBe(true);
    expect(manifest.tables.users).toBe(1);
    expect(manifest.tables.beaches).toBeGreaterThan(50);
    expect(manifest.uploads).toBe(1);
  });

  it('refuses to restore over a database that holds rows, unless forced', async () => {
    await seedIfEmpty(target.db);
    await expect(
      restoreBackup({ db: target.db, uploadDir: targetUploads, file: archive }),
    ).rejects.toThrow(RestoreRefused);
    await expect(
      restoreBackup({ db: target.db, uploadDir: targetUploads, file: archive }),
    ).rejects.toThrow(/restore with --force/);
  });

  it('brings back every row and file (forced), and new rows get new ids', async () => {
    writeFileSync(path.join(targetUploads, 'stale.webp'), 'old');
    await restoreBackup({ db: target.db, uploadDir: targetUploads, file: archive, force: true });
    expect(await exportTables(target.db)).toEqual(await exportTables(source.db));
    expect(await countRows(target.db)).toBe(await countRows(source.db));
    const [owner] = await target.db.select().from(users).where(eq(users.id, 'user-backup-1'));
    expect(owner?.email).toBe('backup.owner@example.org');
    expect(owner?.createdAt).toBeInstanceOf(Date);
    expect(readFileSync(path.join(targetUploads, 'community', 'walk-640.webp'))).toEqual(photo);
    expect(existsSync(path.join(targetUploads, 'stale.webp'))).toBe(false);
    const [template] = await target.db.select().from(beaches).limit(1);
    const { id: _id, ...copy } = template!;
    const [inserted] = await target.db
      .insert(beaches)
      .values({ ...copy, slug: `${copy.slug}-copy`, name: `${copy.name} copy` })
      .returning({ id: beaches.id });
    const [maxId] = await source.db
      .select({ id: beaches.id })
      .from(beaches)
      .orderBy(desc(beaches.id))
      .limit(1);
    expect(inserted!.id).toBeGreaterThan(maxId!.id);
  });
});

describe('npm run backup / npm run restore', () => {
  // The commands on a PGlite data folder (or the PostgreSQL database of DATABASE_URL).
  const serverUrl = process.env.DATABASE_URL?.startsWith('postgres')
    ? process.env.DATABASE_URL
    : undefined;
  const cli = (script: string, args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, SEED: 'false', LOG_LEVEL: 'warn', ...env },
    });
  const created: string[] = [];
  const onServer = async (statement: string) => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  afterAll(async () => {
    for (const name of created) await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  const databaseFor = async (label: string): Promise<Record<string, string>> => {
    if (!serverUrl) return {};
    const name = `ddb_cli_${label}_${randomBytes(4).toString('hex')}`;
    await onServer(`CREATE DATABASE "${name}"`);
    created.push(name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { DATABASE_URL: url.toString() };
  };

  it('round-trips through the commands, refusing a second restore without --force', async () => {
    const from = { DATA_DIR: temp('cli-a'), ...(await databaseFor('a')) };
    const to = { DATA_DIR: temp('cli-b'), ...(await databaseFor('b')) };
    mkdirSync(path.join(from.DATA_DIR, 'uploads'), { recursive: true });
    writeFileSync(path.join(from.DATA_DIR, 'uploads', 'beach-1.webp'), photo);
    const out = temp('cli-out');
    const backup = await cli('scripts/backup.ts', ['--out', out], from);
    const file = /Backup written: (\S+\.tar\.gz)/.exec(backup.stdout)?.[1];
    expect(file).toBeDefined();
    expect(path.dirname(file!)).toBe(out);
    const restored = await cli('scripts/restore.ts', [file!], to);
    expect(restored.stdout).toMatch(/Restored .* 1 uploaded files/);
    expect(readFileSync(path.join(to.DATA_DIR, 'uploads', 'beach-1.webp'))).toEqual(photo);
    const again = await cli('scripts/restore.ts', [file!], to).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(again).toMatchObject({ code: 1 });
    expect((again as { stderr: string }).stderr).toMatch(/restore with --force/);
    const forced = await cli('scripts/restore.ts', [file!, '--force'], to);
    expect(forced.stdout).toMatch(/Restored/);
  }, 120_000);
});
