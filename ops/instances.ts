/**
 * Real server processes for the operations tests and the load bench: `server/src/main.ts` (or
 * `scripts/start.ts`) with its own PORT and DATA_DIR, started and stopped like production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';

/** The PostgreSQL server of this machine and CI (trust auth, user postgres). */
export const postgresServerUrl =
  process.env.OPS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database on the PostgreSQL server; `drop()` removes it. */
export async function freshPostgresDatabase(label: string) {
  const name = `ddb_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresServerUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Resident memory of the server process in MB (from /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Starts the site in a process of its own and waits for its "is serving" line. */
export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  entry?: string;
  /** The folder to run in (its node_modules and tsx); this checkout by default. */
  cwd?: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  // BENCH_NODE_FLAGS: Node's own flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', options.entry ?? 'server/src/main.ts'],
    {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), ...options.env },
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server on ${options.port} did not start:\n${output.join('')}`)),
      options.timeoutMs ?? 90_000,
    );
    lines.on('line', (line) => {
      if (line.includes('is serving')) {
        clearTimeout(timer);
        resolve();
      } else if (/"level":(50|60)/.test(line)) output.push(line);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${options.port} exited (${code}):\n${output.join('')}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${options.port}`,
    child,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
