import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { linkIn, readOutbox } from '../mail';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote (pino JSON lines and the start-up line). */
  output: string[];
  exited: Promise<number | null>;
  /** SIGTERM and wait (no-op once it has exited). */
  stop(): Promise<void>;
}

/** The real server (`node --import tsx server/src/main.ts`) as its own process. */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      PUBLIC_URL: url,
      SESSION_SECRET: 'fault-test-secret-fault-test-secret',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (data: Buffer) => output.push(data.toString()));
  child.stderr.on('data', (data: Buffer) => output.push(data.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start in 120 s:\n${output.join('')}`)),
      120_000,
    );
    const check = () => {
      if (output.join('').includes('is serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before serving:\n${output.join('')}`));
    });
  });
  return {
    child,
    url,
    output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Registers, verifies (the link from the outbox) and signs in over HTTP: the session cookie. */
export async function signUp(server: ServerProcess, dataDir: string): Promise<string> {
  const email = `fault.${Date.now()}@example.org`;
  const password = 'fault-test-password';
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Fault',
      lastName: 'Test',
      email,
      password,
      confirmPassword: password,
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${await registered.text()}`);
  let link: URL | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt++) {
    const mail = (await readOutbox(dataDir)).find((item) => item.to.includes(email));
    if (mail) link = linkIn(mail, '/api/auth/verify-email');
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error('no verification mail');
  await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login: ${await login.text()}`);
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}
