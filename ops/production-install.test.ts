/**
 * A production install serves the site: after `npm run build`, `npm ci --omit=dev && npm start`
 * (docs/deploy.md). Works on a copy of this checkout's tracked files in a temporary folder, so the
 * dev dependencies really are gone; npm's cache makes the two installs quick.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './instances';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'ddb-production-'));
const app = path.join(work, 'app');
let server: ServerProcess;

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: app, stdio: 'pipe', env: { ...process.env, CI: 'true' } });

beforeAll(async () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root }).toString().split('\0');
  for (const file of tracked.filter((name) => name && existsSync(path.join(root, name)))) {
    cpSync(path.join(root, file), path.join(app, file));
  }
  run('npm', ['ci', '--no-audit', '--no-fund']);
  run('npm', ['run', 'build']);
  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund']);
  server = await startServer({
    port: 5300 + Math.floor(Math.random() * 200),
    cwd: app,
    entry: 'scripts/start.ts',
    env: { DATA_DIR: path.join(work, 'data'), PUBLIC_URL: 'http://127.0.0.1' },
    timeoutMs: 120_000,
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('a production install (npm ci --omit=dev)', () => {
  it('holds no build tool or client-only package', () => {
    for (const name of ['vite', 'vitest', 'react', 'tailwindcss', 'altcha']) {
      expect(existsSync(path.join(app, 'node_modules', name)), name).toBe(false);
    }
  });

  it('serves the server-rendered pages and the API', async () => {
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
    const beaches = (await (await fetch(`${server.origin}/api/beaches`)).json()) as {
      slug: string;
      name: string;
    }[];
    expect(beaches.length).toBeGreaterThan(100);
    const page = await fetch(`${server.origin}/beach/${beaches[0]!.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(beaches[0]!.name);
  });
});
