/**
 * The real app on a seeded database (in-memory PGlite unless DATABASE_URL names a server), timed
 * through `app.inject`: what the in-process benchmarks (day plans, the planner) share.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { seedIfEmpty } from '../server/src/db/seed';

export async function startInjectApp() {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddb-bench-')),
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    LOG_LEVEL: 'warn',
  });
  const handle = await openDatabase(config);
  await seedIfEmpty(handle.db);
  const app = await buildApp({ config, db: handle.db, logger: false });

  /** Milliseconds one GET takes; anything but a 200 stops the benchmark. */
  const timeOnce = async (url: string) => {
    const start = performance.now();
    const response = await app.inject({ url });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return elapsed;
  };
  const close = async () => {
    await app.close();
    await handle.close();
  };
  return { app, timeOnce, close };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** One line of figures: median, p95 and max. */
export const printRow = (label: string, values: number[], width = 46) =>
  console.log(
    `${label.padEnd(width)} median ${percentile(values, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(values, 95).toFixed(2).padStart(7)} ms   max ${Math.max(
      ...values,
    )
      .toFixed(2)
      .padStart(7)} ms`,
  );
