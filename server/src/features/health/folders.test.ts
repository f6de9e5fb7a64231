import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkStartUpFolders,
  describeError,
  probeFolder,
  startUpFolders,
  UnwritableFolderError,
  type StartUpFolderSettings,
} from './folders';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'ddb-folders-'));

describe('probeFolder', () => {
  it('makes a missing folder, writes in it and leaves nothing behind', async () => {
    const dir = path.join(scratch(), 'a', 'b');
    await probeFolder(dir);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('fails under a file, as a folder that cannot be written', async () => {
    const root = scratch();
    writeFileSync(path.join(root, 'file'), '');
    await expect(probeFolder(path.join(root, 'file', 'data'))).rejects.toMatchObject({
      code: 'ENOTDIR',
    });
  });

  it('runs one probe at a time per folder', () => {
    const dir = scratch();
    const first = probeFolder(dir);
    expect(probeFolder(dir)).toBe(first);
    expect(probeFolder(path.join(dir, 'other'))).not.toBe(first);
    return first;
  });
});

describe('describeError', () => {
  it("keeps Node's code and description, not the call and path again", () => {
    const error = Object.assign(new Error("ENOTDIR: not a directory, mkdir '/x/data'"), {
      code: 'ENOTDIR',
    });
    expect(describeError(error)).toBe('ENOTDIR: not a directory');
    expect(describeError(new Error('something else'))).toBe('something else');
  });
});

describe('startUpFolders', () => {
  const base: StartUpFolderSettings = {
    dataDir: '/srv/data',
    uploadDir: '/srv/data/uploads',
    databaseUrl: undefined,
    smtpUrl: null,
    sessionSecretSet: false,
  };
  const dirs = (settings: Partial<StartUpFolderSettings>) =>
    startUpFolders({ ...base, ...settings }).map((folder) => folder.dir);

  it('by default: DATA_DIR first, then the database, the uploads and the outbox in it', () => {
    expect(dirs({})).toEqual([
      '/srv/data',
      '/srv/data/db',
      '/srv/data/uploads',
      '/srv/data/outbox',
    ]);
  });

  it('leaves out the database folder off PGlite-on-disk and the outbox with SMTP_URL', () => {
    expect(dirs({ databaseUrl: 'memory://', smtpUrl: 'smtp://mail' })).toEqual([
      '/srv/data',
      '/srv/data/uploads',
    ]);
  });

  it('leaves out DATA_DIR when nothing is written there', () => {
    expect(
      dirs({
        databaseUrl: 'postgres://db/ddb',
        smtpUrl: 'smtps://mail',
        sessionSecretSet: true,
        uploadDir: '/srv/uploads',
      }),
    ).toEqual(['/srv/uploads']);
    // The generated session secret is kept there.
    expect(
      dirs({ databaseUrl: 'postgres://db/ddb', smtpUrl: 'smtps://mail', uploadDir: '/srv/up' }),
    ).toEqual(['/srv/data', '/srv/up']);
  });
});

describe('checkStartUpFolders', () => {
  const settings = (dataDir: string) => ({
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    databaseUrl: 'memory://',
    smtpUrl: null,
    sessionSecretSet: true,
  });

  it('passes writable folders', async () => {
    await expect(checkStartUpFolders(settings(scratch()))).resolves.toBeUndefined();
  });

  it('names the outermost folder that cannot be written, with the reason and the fix', async () => {
    const root = scratch();
    writeFileSync(path.join(root, 'file'), '');
    const dataDir = path.join(root, 'file', 'data');
    const failure = checkStartUpFolders(settings(dataDir));
    await expect(failure).rejects.toBeInstanceOf(UnwritableFolderError);
    await expect(failure).rejects.toThrow(
      `Cannot write to DATA_DIR ${dataDir}: ENOTDIR: not a directory. Set DATA_DIR to a writable folder.`,
    );
  });

  it('names the outbox when only it cannot be written', async () => {
    const dataDir = scratch();
    writeFileSync(path.join(dataDir, 'outbox'), '');
    await expect(checkStartUpFolders(settings(dataDir))).rejects.toThrow(
      `Cannot write to the outbox ${path.join(dataDir, 'outbox')}: EEXIST: file already exists. ` +
        'Set DATA_DIR to a writable folder, or SMTP_URL to send mail.',
    );
  });
});
