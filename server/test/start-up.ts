import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface StartUpResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Start-up as `npm start` runs it (without the client build), until it exits by itself: PGlite on
 * disk, a generated secret, uploads in DATA_DIR and mail to the outbox unless `env` says otherwise.
 * For the ways start-up refuses to run; killed after `timeoutMs` if it starts serving instead.
 */
export function runStartUp(env: Record<string, string>, timeoutMs = 50_000) {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'UPLOAD_DIR', 'SMTP_URL', 'TRUST_PROXY']) {
    delete inherited[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<StartUpResult>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
