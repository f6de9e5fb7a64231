import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStartUp } from '../test/start-up';
import { lockFolder } from '../test/unwritable';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'ddb-main-folders-'));
/** Unwritable for root too: every folder under a regular file fails with ENOTDIR. */
const underAFile = () => {
  const file = path.join(scratch(), 'a-file');
  writeFileSync(file, '');
  return path.join(file, 'data');
};
const errorLines = (stderr: string) => stderr.split('\n').filter((line) => line.trim() !== '');

// Side by side: each start loads the whole server (about 4 s) before it checks a folder.
describe.concurrent('start-up with a folder it cannot write', () => {
  it('names DATA_DIR in one line and exits non-zero, before PGlite or the secret', async () => {
    const dataDir = underAFile();
    const { code, stdout, stderr } = await runStartUp({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(errorLines(stderr)).toEqual([
      `Cannot write to DATA_DIR ${dataDir}: ENOTDIR: not a directory. Set DATA_DIR to a writable folder.`,
    ]);
    expect(stdout).toBe('');
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('names UPLOAD_DIR when only it cannot be written', async () => {
    const uploadDir = underAFile();
    const { code, stdout, stderr } = await runStartUp({
      DATA_DIR: scratch(),
      DATABASE_URL: 'memory://',
      UPLOAD_DIR: uploadDir,
    });
    expect(code).toBe(1);
    expect(errorLines(stderr)).toEqual([
      `Cannot write to UPLOAD_DIR ${uploadDir}: ENOTDIR: not a directory. Set UPLOAD_DIR to a writable folder.`,
    ]);
    expect(stdout).toBe('');
  }, 60_000);

  it('names the database folder when DATA_DIR/db cannot be written', async () => {
    const dataDir = scratch();
    writeFileSync(path.join(dataDir, 'db'), '');
    const { code, stderr } = await runStartUp({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(errorLines(stderr)).toEqual([
      `Cannot write to the database folder ${path.join(dataDir, 'db')}: EEXIST: file already exists. ` +
        'Set DATA_DIR to a writable folder, or DATABASE_URL to a PostgreSQL server.',
    ]);
  }, 60_000);

  it('names a DATA_DIR that is there but refuses new files', async ({ skip }) => {
    const dataDir = scratch();
    const unlock = lockFolder(dataDir);
    if (!unlock) return skip('neither permission bits nor chattr can lock a folder here');
    try {
      const { code, stderr } = await runStartUp({ DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(errorLines(stderr)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Cannot write to DATA_DIR ${dataDir}: (EACCES: permission denied|EPERM: operation not permitted)\\. Set DATA_DIR to a writable folder\\.$`,
          ),
        ),
      ]);
      expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
    } finally {
      unlock();
    }
  }, 60_000);
});
