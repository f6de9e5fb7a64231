/**
 * What offline tide predictions cost: memory for the extracted stations (and, for comparison, for
 * the whole database in a child process), a cold prediction of a station-day, a cached one, and a
 * live "height now". Run with `node --import tsx bench/tides.ts`.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const memory = () => {
  collectGarbage();
  return process.memoryUsage();
};
// The server has zod loaded anyway (every route's schema): count only what tides add.
await import('zod');
const before = memory();

const loadStart = performance.now();
await import('@neaps/tide-predictor');
const withPredictor = memory();
const { tideStations } = await import('../server/src/features/tides/stations');
const service = await import('../server/src/features/tides/service');
const stations = tideStations();
const loadMs = performance.now() - loadStart;
const loaded = memory();

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const microseconds = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Consecutive dates from 2026-01-01, so every call is a station-day not yet in the cache. */
const dates = Array.from({ length: 400 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
);
const devonport = stations.get('devonport');

// Warm the JIT on another station, then measure cold station-days and cached ones.
for (const date of dates.slice(0, 50)) service.tidesForDay(stations.get('ilfracombe'), date);
service.clearTideCaches();
const cold = dates.map((date) => time(() => service.tidesForDay(devonport, date)));
const cached = Array.from({ length: 20_000 }, (_, i) =>
  time(() => service.tidesForDay(devonport, dates[i % dates.length]!)),
);
const choose = Array.from({ length: 20_000 }, (_, i) =>
  time(() => stations.stationFor({ lat: 50.2 + (i % 100) / 100, lng: -4.5 + (i % 37) / 20 })),
);

service.clearTideCaches();
const liveCold = dates
  .slice(0, 100)
  .map((date) => time(() => service.waterLevelAt(devonport, new Date(`${date}T12:34:56Z`))));
const liveWarm = Array.from({ length: 20_000 }, (_, i) =>
  time(() => service.waterLevelAt(devonport, new Date(Date.UTC(2026, 2, 1, 12, 0, i)))),
);

function wholeDatabaseRss(): string {
  const script =
    'const r=process.memoryUsage().rss;const t=performance.now();' +
    "const m=await import('@neaps/tide-database');" +
    'const n=m.stations.filter(s=>s.harmonic_constituents.length>0).length;' +
    'console.log(JSON.stringify({r,rss:process.memoryUsage().rss,ms:performance.now()-t,n}))';
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    const { r, rss, ms, n } = JSON.parse(out) as { r: number; rss: number; ms: number; n: number };
    return (
      `RSS ${megabytes(r)} before, ${megabytes(rss)} after (+${megabytes(rss - r)}), ` +
      `${ms.toFixed(0)} ms to import it and read the constituents of its ${n} stations`
    );
  } catch {
    return 'not measured (@neaps/tide-database is a devDependency; run npm install)';
  }
}

console.log(
  `stations.json: ${stations.all.length} stations; the tide feature loaded in ${loadMs.toFixed(0)} ms`,
);
console.log(
  `RSS ${megabytes(before.rss)} before; +${megabytes(withPredictor.rss - before.rss)} for @neaps/tide-predictor; ` +
    `+${megabytes(loaded.rss - withPredictor.rss)} for the tide feature and stations.json ` +
    `(live heap after GC +${megabytes(withPredictor.heapUsed - before.heapUsed)} and ` +
    `+${megabytes(loaded.heapUsed - withPredictor.heapUsed)})`,
);
console.log(
  `for comparison, the whole @neaps/tide-database in a fresh process: ${wholeDatabaseRss()}`,
);
console.log('');
console.log(
  `tidesForDay, cold (predict one station-day): median ${microseconds(median(cold))}, p95 ${microseconds(cold.sort((a, b) => a - b)[Math.floor(cold.length * 0.95)]!)} (n=${cold.length})`,
);
console.log(`tidesForDay, cached: median ${microseconds(median(cached))} (n=${cached.length})`);
console.log(
  `stationFor (choose a gauge): median ${microseconds(median(choose))} (n=${choose.length})`,
);
console.log(
  `waterLevelAt, cold (a day's one-minute timeline): median ${microseconds(median(liveCold))} (n=${liveCold.length})`,
);
console.log(`waterLevelAt, warm: median ${microseconds(median(liveWarm))} (n=${liveWarm.length})`);
console.log(`RSS at the end: ${megabytes(process.memoryUsage().rss)}`);
