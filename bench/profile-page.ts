/**
 * `npm run bench:profile -- PATH [PATH…]`: where a page's main-thread time goes, as Lighthouse's
 * phone sees it. Serves the production build (like bench:web), opens each page in Debian's
 * Chromium at a phone's width with the CPU slowed 4x (Lighthouse's factor), records a CPU profile
 * and the long tasks from navigation until the page is quiet, and prints the long tasks (start,
 * duration) and the functions that took the most time (self time, by function and file).
 * BENCH_PROFILE_SECONDS (6) is how long each page is watched.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { seedIfEmpty } from '../server/src/db/seed';
import { buildClient, clientBuildIsStale, clientDistDir } from '../scripts/client-build';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (paths.length === 0) paths.push('/');
const seconds = Number(process.env.BENCH_PROFILE_SECONDS ?? 6);

if (clientBuildIsStale()) await buildClient();
const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddb-bench-profile-')),
  LOG_LEVEL: 'warn',
  PORT: '0',
});
const handle = await openDatabase(config);
await seedIfEmpty(handle.db);
const app = await buildApp({ config, db: handle.db, logger: false, clientRoot: clientDistDir });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (typeof address !== 'object' || !address) throw new Error('The server has no port');
const origin = `http://127.0.0.1:${address.port}`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The built files' source maps, to name a minified frame by its source (file:line). */
const maps = new Map<string, SourceMapConsumer | null>();
function sourceOf(frame: ProfileNode['callFrame']): string | null {
  const file = /\/assets\/[^/?#]+\.js/.exec(frame.url)?.[0];
  if (!file) return null;
  if (!maps.has(file)) {
    const mapFile = path.join(clientDistDir, `${file}.map`);
    maps.set(
      file,
      existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap)
        : null,
    );
  }
  const position = maps
    .get(file)
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position?.source) return null;
  const source = position.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return `${position.name ?? frame.functionName ?? '(anonymous)'} ${source}:${position.line}`;
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const pagePath of paths) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const page = await context.newPage();
    // In the page (a string: this file is type-checked without the DOM's types).
    await page.addInitScript(`
      window.__tasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    `);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${pagePath}`);
    await page.waitForTimeout(seconds * 1000);
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const paint = await page.evaluate<[string, number][]>(
      "performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime])",
    );
    const tasks = await page.evaluate<[number, number][]>('window.__tasks');

    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const nameOf = (id: number) => {
      const frame = byId.get(id)?.callFrame;
      if (!frame) return '(unknown)';
      const file = frame.url.split('/').pop() || '(native)';
      return (
        sourceOf(frame) ?? `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
      );
    };
    const top = (samples: { id: number; ms: number }[], count: number) => {
      const selfMs = new Map<string, number>();
      for (const { id, ms } of samples) {
        const key = nameOf(id);
        if (key.startsWith('(idle)') || key.startsWith('(program)')) continue;
        selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
      }
      return [...selfMs.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
    };
    const samples = profile.samples.map((id, index) => ({
      id,
      ms: (profile.timeDeltas[index] ?? 0) / 1000,
    }));

    const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const paints = paint.map(([name, at]) => `${name} ${Math.round(Number(at))} ms`).join(', ');
    console.log(`\n== ${pagePath}  (CPU 4x; ${paints})`);
    console.log(
      `long tasks: ${tasks.length}, blocking ${Math.round(blocking)} ms beyond 50 ms each`,
    );
    for (const [start, duration] of tasks) {
      console.log(`  at ${Math.round(start)} ms: ${Math.round(duration)} ms`);
    }
    // The profile's busy stretches (samples between idle ones): what each long one spent its time on.
    console.log('busy stretches over 50 ms, and what took their time:');
    let stretch: typeof samples = [];
    const flush = () => {
      const ms = stretch.reduce((sum, sample) => sum + sample.ms, 0);
      if (ms > 50) {
        console.log(`  ${Math.round(ms)} ms:`);
        for (const [key, self] of top(stretch, 8)) {
          console.log(`    ${self.toFixed(1).padStart(6)} ms  ${key}`);
        }
      }
      stretch = [];
    };
    for (const sample of samples) {
      if (nameOf(sample.id).startsWith('(idle)')) flush();
      else stretch.push(sample);
    }
    flush();
    console.log('most self time, in all:');
    for (const [key, ms] of top(samples, 20))
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
  await handle.close();
}
