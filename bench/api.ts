/**
 * Throughput and latency of the hottest public API calls, each beside its "ceiling": a static file
 * of the same size served by the same server. The server runs in its own process (bench/server.ts);
 * requests ask for brotli or gzip as browsers do (BENCH_ENCODING=identity for plain bodies).
 * Run with `npm run bench`; see bench/README.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { BenchTarget } from './server';

const settings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmUpSeconds: 2,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  encoding: process.env.BENCH_ENCODING ?? 'br, gzip',
  strict: process.env.BENCH_STRICT === '1',
};
const budget = { minShareOfCeiling: 70, maxP99Ms: 20 };

interface Measurement {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  notModified: number;
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  return { child, ...(JSON.parse(line) as { origin: string; targets: BenchTarget[] }) };
}

async function measure(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  const run = (duration: number) =>
    autocannon({
      url: `${origin}${path}`,
      connections: settings.connections,
      pipelining: 1,
      duration,
      headers:
        settings.encoding === 'identity'
          ? headers
          : { 'accept-encoding': settings.encoding, ...headers },
    });
  process.stderr.write(`measuring ${path}\n`);
  await run(settings.warmUpSeconds);
  const result = await run(settings.seconds);
  return {
    label: path,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    notModified: result.statusCodeStats?.['304']?.count ?? 0,
  };
}

/**
 * autocannon turns every response body into a string (its request queue does `body += data`), so
 * on two cores it, not the server, is the limit for bodies of some kilobytes. When `wrk` (C) is
 * installed, the list is also measured with it, which shows what the server itself can do.
 */
function measureWithWrk(origin: string, path: string): Measurement | null {
  let output: string;
  try {
    output = execFileSync(
      'wrk',
      [
        '-t1',
        `-c${settings.connections}`,
        `-d${settings.seconds}s`,
        '--latency',
        '-H',
        `accept-encoding: ${settings.encoding}`,
        `${origin}${path}`,
      ],
      { encoding: 'utf8' },
    );
  } catch {
    return null;
  }
  const milliseconds = (label: string) => {
    const match = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(output);
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? '0';
  return {
    label: path,
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    p50: milliseconds('50%'),
    p99: milliseconds('99%'),
    errors: Number(errors),
    notModified: 0,
  };
}

const row = (cells: (string | number)[]) =>
  cells
    .map((cell, index) => (index === 0 ? String(cell).padEnd(40) : String(cell).padStart(9)))
    .join(' ');

const { child, origin, targets } = await startServer();
try {
  console.log(
    `\n${settings.seconds} s per target at ${settings.connections} connections, ` +
      `Accept-Encoding: ${settings.encoding}\n`,
  );
  console.log(row(['target', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ceiling']));
  const results: { target: BenchTarget; api: Measurement; ceiling: Measurement }[] = [];
  for (const target of targets) {
    const ceiling = await measure(origin, target.ceilingPath);
    const api = await measure(origin, target.apiPath);
    results.push({ target, api, ceiling });
    const share = `${((100 * api.requestsPerSecond) / ceiling.requestsPerSecond).toFixed(0)}%`;
    console.log(
      row([
        api.label,
        target.bytes,
        api.requestsPerSecond.toFixed(0),
        api.p50,
        api.p99,
        api.errors,
        share,
      ]),
    );
    console.log(
      row([
        `  static file ${ceiling.label}`,
        target.bytes,
        ceiling.requestsPerSecond.toFixed(0),
        ceiling.p50,
        ceiling.p99,
        ceiling.errors,
        '',
      ]),
    );
  }

  const [list] = results;
  if (!list) throw new Error('no targets');
  const conditional = await measure(origin, list.target.apiPath, {
    'if-none-match': list.target.etag,
  });
  console.log(
    `\nconditional GET /api/beaches (If-None-Match): ${conditional.notModified} answered 304, ` +
      `${conditional.requestsPerSecond.toFixed(0)} req/s, p50 ${conditional.p50} ms, p99 ${conditional.p99} ms`,
  );

  // wrk is warmed up by the autocannon runs above.
  const wrkApi = measureWithWrk(origin, list.target.apiPath);
  const wrkCeiling = measureWithWrk(origin, list.target.ceilingPath);
  if (wrkApi && wrkCeiling) {
    console.log(
      `\nwrk (C load generator), ${settings.seconds} s at ${settings.connections} connections:`,
    );
    console.log(row(['target', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ceiling']));
    const wrkShare = `${((100 * wrkApi.requestsPerSecond) / wrkCeiling.requestsPerSecond).toFixed(0)}%`;
    console.log(
      row([
        wrkApi.label,
        list.target.bytes,
        wrkApi.requestsPerSecond.toFixed(0),
        wrkApi.p50.toFixed(1),
        wrkApi.p99.toFixed(1),
        wrkApi.errors,
        wrkShare,
      ]),
    );
    console.log(
      row([
        `  static file ${wrkCeiling.label}`,
        list.target.bytes,
        wrkCeiling.requestsPerSecond.toFixed(0),
        wrkCeiling.p50.toFixed(1),
        wrkCeiling.p99.toFixed(1),
        wrkCeiling.errors,
        '',
      ]),
    );
  } else {
    console.log('\n(wrk is not installed: apt-get install wrk adds a second opinion on the list)');
  }

  const share = (100 * list.api.requestsPerSecond) / list.ceiling.requestsPerSecond;
  const throughputOk = share >= budget.minShareOfCeiling;
  const latencyOk = list.api.p99 < budget.maxP99Ms;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log(
    `\nbudget: /api/beaches >= ${budget.minShareOfCeiling}% of the static file's throughput: ` +
      `${verdict(throughputOk)} (${share.toFixed(0)}%)`,
  );
  console.log(
    `budget: /api/beaches p99 < ${budget.maxP99Ms} ms at ${settings.connections} connections: ` +
      `${verdict(latencyOk)} (${list.api.p99} ms)`,
  );
  if (wrkApi && wrkCeiling) {
    const wrkShare = (100 * wrkApi.requestsPerSecond) / wrkCeiling.requestsPerSecond;
    console.log(
      `budget (wrk): /api/beaches >= ${budget.minShareOfCeiling}% of the static file: ` +
        `${verdict(wrkShare >= budget.minShareOfCeiling)} (${wrkShare.toFixed(0)}%); p99 < ${budget.maxP99Ms} ms: ` +
        `${verdict(wrkApi.p99 < budget.maxP99Ms)} (${wrkApi.p99.toFixed(1)} ms)`,
    );
  }
  if (settings.strict && !(throughputOk && latencyOk)) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
}
