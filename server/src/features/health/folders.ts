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

/** The error code of a failed file-system call (`EROFS`, `ENOTDIR`…), when it has one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
