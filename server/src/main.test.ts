import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStartUp } from '../test/start-up';

const root = path.resolve(import.meta.dirname, '../..');

/** Start-up as `npm start` runs it (without the client build), then SIGTERM. */
describe('start-up and shutdown', () => {
  it('prints the URL it serves, answers, and exits cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ddb-main-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: 'memory://',
        LOG_LEVEL: 'info',
        ADMIN_USERNAME: 'harbourmaster',
        ADMIN_PASSWORD: 'start-up-secret',
        ADMIN_NAME: 'Harbour Master',
      },
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start-up line in: ${output}`)), 45_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /serving (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      child.on('exit', () => reject(new Error(`exited early: ${output}`)));
    });
    const stats = await fetch(`${url}/api/stats`);
    expect(stats.status).toBe(200);
    expect(((await stats.json()) as { totalBeaches: number }).totalBeaches).toBeGreaterThan(100);
    // ADMIN_USERNAME and ADMIN_PASSWORD made an administrator at start-up.
    const adminLogin = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'harbourmaster', password: 'start-up-secret' }),
    });
    expect(adminLogin.status).toBe(200);
    expect(output).not.toContain('start-up-secret');

    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const logLines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string });
    expect(logLines.some((line) => line.msg === 'shutting down')).toBe(true);
  }, 60_000);

  it('refuses to start with a common ADMIN_PASSWORD, in one line', async () => {
    const { code, stdout, stderr } = await runStartUp({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddb-main-')),
      DATABASE_URL: 'memory://',
      ADMIN_USERNAME: 'harbourmaster',
      ADMIN_PASSWORD: 'Password123',
    });
    expect(code).toBe(1);
    expect(stderr).toBe('ADMIN_PASSWORD refused, not starting: This password is too common\n');
    expect(stdout).not.toContain('serving');
  }, 60_000);
});
