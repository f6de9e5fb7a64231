/**
 * `npm run bench:profile -- PATH [PATH…]`: where a page's main-thread time goes, as Lighthouse's
 * phone sees it. Serves the production build (like bench:web), opens each page in Debian's
 * Chromium at a phone's width with the CPU slowed 4x (Lighthouse's factor), records a CPU profile
 * and the long tasks from navigation until the page is quiet, and prints the long tasks (start,
 * duration) and the functions that took the most time (self time, by function and file).
 * BENCH_PROFILE_SECONDS (6) is how long each page is watched.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { clientDistDir } from '../scripts/client-build';
import { serveBuiltSite } from './built-site';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (paths.length === 0) paths.push('/');
const seconds = Number(process.env.BENCH_PROFILE_SECONDS ?? 6);
const cpuRate = Number(process.env.BENCH_CPU_RATE ?? 4);

const { app, origin } = await serveBuiltSite('profile');

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

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

/** A task of a thread's loop (its name depends on the Chromium version). */
const isTask = (event: TraceEvent) =>
  event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');

/**
 * The renderer's long tasks from the trace, each with where its time went: the trace events
 * inside it (script, style, layout, paint, HTML parsing, garbage collection) by their own time,
 * not counting the events nested in them.
 */
function longTasksOf(
  events: TraceEvent[],
): { at: number; ms: number; parts: [string, number][] }[] {
  // The page's main thread: of the renderers' main threads, the one with the most work.
  const busy = new Map<string, number>();
  for (const event of events) {
    if (isTask(event)) {
      const key = `${event.pid}:${event.tid}`;
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
    }
  }
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!main) return [];
  // Times from the start of the page's HTML parsing.
  const start =
    events.find((event) => event.name === 'ParseHTML' && event.pid === main.pid)?.ts ?? 0;
  const own = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: { at: number; ms: number; parts: [string, number][] }[] = [];
  for (const task of own) {
    if (!isTask(task) || (task.dur ?? 0) < 50_000) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
    const selfUs = new Map<string, number>();
    const stack: { event: TraceEvent; end: number; child: number }[] = [];
    const close = (until: number) => {
      while (stack.length && stack[stack.length - 1]!.end <= until) {
        const done = stack.pop()!;
        const name = done.event.name;
        selfUs.set(name, (selfUs.get(name) ?? 0) + (done.event.dur ?? 0) - done.child);
        if (stack.length) stack[stack.length - 1]!.child += done.event.dur ?? 0;
      }
    };
    let nested = 0;
    for (const event of inside) {
      close(event.ts);
      if (!stack.length) nested += event.dur ?? 0;
      stack.push({ event, end: event.ts + (event.dur ?? 0), child: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    selfUs.set('(task itself)', (task.dur ?? 0) - nested);
    tasks.push({
      at: (task.ts - start) / 1000,
      ms: (task.dur ?? 0) / 1000,
      parts: [...selfUs.entries()]
        .map(([name, us]): [string, number] => [name, us / 1000])
        .filter(([, ms]) => ms >= 2)
        .sort((a, b) => b[1] - a[1]),
    });
  }
  return tasks;
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
    // BENCH_CPU_RATE=1: unthrottled, as Lighthouse observes a page before it simulates a phone.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'v8'] });
    await page.goto(`${origin}${pagePath}`);
    await page.waitForTimeout(seconds * 1000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
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
    console.log(`\n== ${pagePath}  (CPU ${cpuRate}x; ${paints})`);
    console.log(
      `long tasks: ${tasks.length}, blocking ${Math.round(blocking)} ms beyond 50 ms each`,
    );
    for (const [start, duration] of tasks) {
      console.log(`  at ${Math.round(start)} ms: ${Math.round(duration)} ms`);
    }
    console.log('long tasks in the trace, by what they did:');
    for (const task of longTasksOf(trace.traceEvents)) {
      const parts = task.parts.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ');
      console.log(`  at ${Math.round(task.at)} ms, ${Math.round(task.ms)} ms: ${parts}`);
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
}
