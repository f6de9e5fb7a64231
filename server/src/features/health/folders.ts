import { randomBytes } from 'node:crypto';
import { mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Whether files can be written in `dir`: it is made when missing (as the writers of uploads and
 * mail do), then a small file is written and deleted. `access(dir, W_OK)` alone would catch a
 * read-only mount and missing permissions, but not a full disk, a quota, or a network file system
 * whose server refuses what the client's permission bits allow; writing is the one test that
 * tells the truth for all of them. No fsync (a cost on every probe): a local file system refuses
 * a write it has no room for at write(), NFS at close(), and writeFile does both.
 * The probe is a dot file, which `/uploads/` never serves and the orphan sweep never touches, and
 * it exists for a fraction of a millisecond.
 */
async function writeProbe(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `.write-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await writeFile(file, 'probe\n', { flag: 'wx' });
  } catch (error) {
    // Made but not written (a full disk): not left behind.
    await rm(file, { force: true });
    throw error;
  }
  await unlink(file);
}

const probing = new Map<string, Promise<void>>();

/**
 * {@link writeProbe}, at most one at a time per folder: on a hung network mount each call would
 * hold one of libuv's four file-system threads for good, and probes every few seconds would soon
 * hold them all (and with them every file, crypto and zlib call of the process).
 */
export function probeFolder(dir: string): Promise<void> {
  let probe = probing.get(dir);
  if (!probe) {
    probe = writeProbe(dir).finally(() => probing.delete(dir));
    probing.set(dir, probe);
  }
  return probe;
}

/** `ENOTDIR: not a directory` from Node's `ENOTDIR: not a directory, mkdir '/x/data'`. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.message.replace(/, \w+ '.*'$/s, '');
}

/** The error code of a failed file-system call (`EROFS`, `ENOTDIR`…), when it has one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A folder the site must write to cannot be written: start-up says so in one line and stops. */
export class UnwritableFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnwritableFolderError';
  }
}

export interface StartUpFolderSettings {
  dataDir: string;
  uploadDir: string;
  /** Unset: PGlite on disk in `DATA_DIR/db`. */
  databaseUrl: string | undefined;
  smtpUrl: string | null;
  /** Set: nothing writes `DATA_DIR/session-secret`. */
  sessionSecretSet: boolean;
}

interface Folder {
  dir: string;
  /** How the message names it. */
  name: string;
  /** What to set to fix it. */
  remedy: string;
}

const isInside = (dir: string, parent: string) => {
  const relative = path.relative(parent, dir);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * The folders the site writes to, outermost first (a DATA_DIR that cannot be written is named
 * rather than the outbox in it). DATA_DIR itself only when something lives there: with
 * SESSION_SECRET, a PostgreSQL server, SMTP_URL and an UPLOAD_DIR elsewhere it may be read-only.
 */
export function startUpFolders(settings: StartUpFolderSettings): Folder[] {
  const { dataDir, uploadDir, databaseUrl, smtpUrl, sessionSecretSet } = settings;
  const onDisk = databaseUrl === undefined;
  const folders: Folder[] = [];
  if (!sessionSecretSet || onDisk || smtpUrl === null || isInside(uploadDir, dataDir)) {
    folders.push({ dir: dataDir, name: 'DATA_DIR', remedy: 'Set DATA_DIR to a writable folder.' });
  }
  if (onDisk) {
    folders.push({
      dir: path.join(dataDir, 'db'),
      name: 'the database folder',
      remedy: 'Set DATA_DIR to a writable folder, or DATABASE_URL to a PostgreSQL server.',
    });
  }
  folders.push({
    dir: uploadDir,
    name: 'UPLOAD_DIR',
    remedy: 'Set UPLOAD_DIR to a writable folder.',
  });
  if (smtpUrl === null) {
    folders.push({
      dir: path.join(dataDir, 'outbox'),
      name: 'the outbox',
      remedy: 'Set DATA_DIR to a writable folder, or SMTP_URL to send mail.',
    });
  }
  return folders;
}

/**
 * Checks each folder start-up will write to before anything writes there, one after another, and
 * throws {@link UnwritableFolderError} naming the first one that cannot be written.
 */
export async function checkStartUpFolders(settings: StartUpFolderSettings): Promise<void> {
  for (const folder of startUpFolders(settings)) {
    try {
      await probeFolder(folder.dir);
    } catch (error) {
      throw new UnwritableFolderError(
        `Cannot write to ${folder.name} ${folder.dir}: ${describeError(error)}. ${folder.remedy}`,
      );
    }
  }
}
