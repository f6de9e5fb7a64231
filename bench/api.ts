/**
 * Throughput and latency of the hottest public API calls, each against a "ceiling": a static file of
 * exactly the same byte length served by the same server (@fastify/static), so the figures say how
 * much the API costs beyond shipping its bytes. Run with `npm run bench`; see bench/README.md.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { IncomingHttpHeaders } from 'node:http';
import { buildApp, type App } from '../server/src/app';
import { loadConfig, type Config } from '../server/src/config';
import { openDatabase, type Database } from '../server/src/db/client';
import { seedIfEmpty } from '../server/src/db/seed';

interface BenchSettings {
  seconds: number;
  warmUpSeconds: number;
  connections: number;
  workers: number;
  strict: boolean;
}

/** An API path and the static file of the same size that it is measured against. */
interface Target {
  apiPath: string;
  ceilingFile: string;
  body: Buffer;
}

interface Measurement {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  notModified: number;
  responses: number;
}

interface Row {
  measurement: Measurement;
  ceiling?: Measurement;
}

const beachesBudget = { minShareOfCeiling: 70, maxP99Ms: 20 };

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Invalid ${name}: ${value}`);
  return parsed;
}

function readSettings(env: NodeJS.ProcessEnv): BenchSettings {
  return {
    seconds: positiveInteger(env.BENCH_SECONDS, 10, 'BENCH_SECONDS') || 10,
    warmUpSeconds: 2,
    connections: positiveInteger(env.BENCH_CONNECTIONS, 50, 'BENCH_CONNECTIONS') || 50,
    workers: positiveInteger(env.BENCH_WORKERS, 0, 'BENCH_WORKERS'),
    strict: env.BENCH_STRICT === '1',
  };
}

// ---------------------------------------------------------------------------------------------
// The app under test

async function startApp(config: Config, db: Database, clientRoot: string): Promise<App> {
  return buildApp({ config, db, logger: false, clientRoot });
}

/** GETs a path in-process, plain (no Accept-Encoding), and insists on a 200. */
async function fetchPlain(app: App, url: string): Promise<{ body: Buffer; etag: string }> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  if (response.headers['content-encoding']) throw new Error(`GET ${url} came back compressed`);
  return { body: response.rawPayload, etag: String(response.headers.etag ?? '') };
}

function firstBeachSlug(listBody: Buffer): string {
  const list: unknown = JSON.parse(listBody.toString('utf8'));
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  if (typeof first === 'object' && first !== null && 'slug' in first) {
    const { slug } = first;
    if (typeof slug === 'string') return slug;
  }
  throw new Error('GET /api/beaches returned no beach with a slug; is the database seeded?');
}

/** Phase 1: learns the exact plain body of each API target from an app that is then closed. */
async function measureTargets(config: Config, db: Database, clientRoot: string) {
  const app = await startApp(config, db, clientRoot);
  try {
    const list = await fetchPlain(app, '/api/beaches');
    const beachPath = `/api/beaches/${encodeURIComponent(firstBeachSlug(list.body))}`;
    const targets: Target[] = [
      { apiPath: '/api/beaches', ceilingFile: 'ceiling-beaches.json', body: list.body },
      {
        apiPath: beachPath,
        ceilingFile: 'ceiling-beach.json',
        body: (await fetchPlain(app, beachPath)).body,
      },
      {
        apiPath: '/api/stats',
        ceilingFile: 'ceiling-stats.json',
        body: (await fetchPlain(app, '/api/stats')).body,
      },
    ];
    return targets;
  } finally {
    await app.close();
  }
}

/** The client root: an index.html (so the static plugin is registered) and one ceiling per target. */
function writeClientRoot(clientRoot: string, targets: Target[]): void {
  writeFileSync(path.join(clientRoot, 'index.html'), '<!doctype html><title>bench</title>');
  for (const target of targets)
    writeFileSync(path.join(clientRoot, target.ceilingFile), target.body);
}

const ceilingPath = (target: Target) => `/${target.ceilingFile}`;

async function checkCeilings(app: App, targets: Target[]): Promise<void> {
  for (const target of targets) {
    const { body } = await fetchPlain(app, ceilingPath(target));
    if (body.length !== target.body.length) {
      throw new Error(`${ceilingPath(target)} is ${body.length} bytes, not ${target.body.length}`);
    }
  }
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('Server has no port');
  return `http://127.0.0.1:${address.port}`;
}

// ---------------------------------------------------------------------------------------------
// Load

function fire(
  origin: string,
  urlPath: string,
  seconds: number,
  settings: BenchSettings,
  headers: IncomingHttpHeaders = {},
): Promise<autocannon.Result> {
  return autocannon({
    url: `${origin}${urlPath}`,
    connections: settings.connections,
    pipelining: 1,
    duration: seconds,
    headers,
    ...(settings.workers > 0 ? { workers: settings.workers } : {}),
  });
}

function toMeasurement(label: string, result: autocannon.Result): Measurement {
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    notModified: result.statusCodeStats?.['304']?.count ?? 0,
    responses: result.requests.total,
  };
}

/** Warms the path up, then measures it for the configured time. */
async function measure(
  origin: string,
  urlPath: string,
  settings: BenchSettings,
  headers: IncomingHttpHeaders = {},
): Promise<Measurement> {
  await fire(origin, urlPath, settings.warmUpSeconds, settings, headers);
  const result = await fire(origin, urlPath, settings.seconds, settings, headers);
  return toMeasurement(urlPath, result);
}

async function measureTarget(origin: string, target: Target, settings: BenchSettings) {
  const ceiling = await measure(origin, ceilingPath(target), settings);
  const measurement = await measure(origin, target.apiPath, settings);
  return { measurement, ceiling };
}

// ---------------------------------------------------------------------------------------------
// Report

const share = (row: Row) =>
  row.ceiling ? (100 * row.measurement.requestsPerSecond) / row.ceiling.requestsPerSecond : null;

const fixed = (value: number, digits: number) => value.toFixed(digits);

function tableLine(cells: string[]): string {
  const [label = '', ...numbers] = cells;
  const widths = [8, 9, 9, 8, 11];
  return [
    label.padEnd(44),
    ...numbers.map((cell, index) => cell.padStart(widths[index] ?? 10)),
  ].join(' ');
}

function measurementLine(label: string, measurement: Measurement, ratio: number | null): string {
  return tableLine([
    label,
    fixed(measurement.requestsPerSecond, 0),
    fixed(measurement.p50, 2),
    fixed(measurement.p99, 2),
    String(measurement.errors),
    ratio === null ? '' : `${fixed(ratio, 1)}%`,
  ]);
}

function printTable(rows: Row[], settings: BenchSettings): void {
  const how = `${settings.seconds} s at ${settings.connections} connections, pipelining 1, plain bodies`;
  console.log(`\n${how}${settings.workers > 0 ? `, ${settings.workers} load worker(s)` : ''}\n`);
  console.log(tableLine(['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of ceiling']));
  for (const row of rows) {
    console.log(measurementLine(row.measurement.label, row.measurement, share(row)));
    if (row.ceiling)
      console.log(measurementLine(`  ceiling ${row.ceiling.label}`, row.ceiling, null));
  }
}

function printConditional(conditional: Measurement): void {
  console.log(
    `\nconditional: /api/beaches with If-None-Match: ${conditional.notModified} of ` +
      `${conditional.responses} answered 304, ${fixed(conditional.requestsPerSecond, 0)} req/s, ` +
      `p50 ${fixed(conditional.p50, 2)} ms, p99 ${fixed(conditional.p99, 2)} ms`,
  );
}

/** Prints the budget lines for /api/beaches and says whether all of them hold. */
function checkBudgets(beaches: Row, settings: BenchSettings): boolean {
  const ratio = share(beaches) ?? 0;
  const p99 = beaches.measurement.p99;
  const throughputOk = ratio >= beachesBudget.minShareOfCeiling;
  const latencyOk = p99 < beachesBudget.maxP99Ms;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log('');
  console.log(
    `budget: /api/beaches >= ${beachesBudget.minShareOfCeiling}% of ceiling throughput: ` +
      `${verdict(throughputOk)} (${fixed(ratio, 1)}%)`,
  );
  console.log(
    `budget: /api/beaches p99 < ${beachesBudget.maxP99Ms} ms at ${settings.connections} ` +
      `connections: ${verdict(latencyOk)} (${fixed(p99, 2)} ms)`,
  );
  return throughputOk && latencyOk;
}

// ---------------------------------------------------------------------------------------------

async function runBenches(app: App, targets: Target[], settings: BenchSettings) {
  const origin = await listen(app);
  const rows: Row[] = [];
  for (const target of targets) rows.push(await measureTarget(origin, target, settings));
  const { etag } = await fetchPlain(app, '/api/beaches');
  const conditional = await measure(origin, '/api/beaches', settings, { 'if-none-match': etag });
  return { rows, conditional };
}

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ddb-bench-data-'));
  const clientRoot = mkdtempSync(path.join(tmpdir(), 'ddb-bench-client-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const handle = await openDatabase(config);
  let app: App | null = null;
  try {
    await seedIfEmpty(handle.db);
    const targets = await measureTargets(config, handle.db, clientRoot);
    writeClientRoot(clientRoot, targets);
    app = await startApp(config, handle.db, clientRoot);
    await checkCeilings(app, targets);
    const { rows, conditional } = await runBenches(app, targets, settings);
    printTable(rows, settings);
    printConditional(conditional);
    const [beaches] = rows;
    const budgetsHold = beaches ? checkBudgets(beaches, settings) : false;
    if (settings.strict && !budgetsHold) process.exitCode = 1;
  } finally {
    await app?.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(clientRoot, { recursive: true, force: true });
  }
}

await main();
