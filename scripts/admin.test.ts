import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

/**
 * `npm run admin -- create …` as typed; a refused password stops it before the database opens.
 * A minute each, as for start-up's own test: a busy machine takes far longer than the usual 2-8 s.
 */
const create = (password: string) =>
  run(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/admin.ts',
      'create',
      '--username',
      'warden',
      '--password',
      password,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddb-admin-cli-')),
        DATABASE_URL: 'memory://',
      },
    },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('npm run admin -- create', () => {
  it('refuses a common password', async () => {
    const { code, stderr } = await create('Password123');
    expect(code).toBe(2);
    expect(stderr).toContain('create --password refused: This password is too common');
  }, 60_000);

  it('creates an administrator with an uncommon one', async () => {
    const { code, stdout } = await create('harbour-master-42');
    expect(code).toBe(0);
    expect(stdout).toContain('Administrator warden (warden@admin.invalid) is active.');
  }, 60_000);
});
