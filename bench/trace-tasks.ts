/**
 * `npm run bench:trace -- FILE.trace.json [MIN_MS]`: the long tasks of a trace `bench:web` kept
 * (`BENCH_REPORT_DIR`), as Lighthouse counts them. Each main-thread task of at least MIN_MS (10)
 * observed is printed with when it ran, what it did (script, style, layout, paint, by duration) and
 * the functions that took its time, by package and by function, named through the build's source
 * maps (`CLIENT_DIST_DIR`, else dist/client), with the CPU time it used beside its length. Then
 * the CPU time of the busiest threads of the whole trace, and a last line that sums what
 * Lighthouse's phone would block at most: every task's time over 12.5 ms observed (50 ms at its 4x
 * slowdown), times 4.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { rendererMainThread, type ProfileNode, type TraceEvent } from './main-thread';

const [file, minArgument] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run bench:trace -- FILE.trace.json [MIN_MS]');
  process.exit(1);
}
const minimum = Number(minArgument ?? 10) * 1000;
const assets = path.join(
  process.env.CLIENT_DIST_DIR ?? path.join(import.meta.dirname, '../dist/client'),
  'assets',
);
const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);

const mainThread = rendererMainThread(events);
if (!mainThread) throw new Error(`No renderer main thread in ${file}`);
const onMain = events.filter(
  (event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X',
);
const start =
  events.find((event) => event.name === 'navigationStart' && event.pid === mainThread.pid)?.ts ??
  onMain[0]?.ts ??
  0;

// The JavaScript samples of the page's own profile.
const nodes = new Map<number, ProfileNode>();
const samples: { ts: number; node: number }[] = [];
let clock = 0;
for (const event of events) {
  if (event.pid !== mainThread.pid) continue;
  if (event.name === 'Profile') clock = event.args?.data?.startTime ?? clock;
  if (event.name !== 'ProfileChunk') continue;
  const data = event.args?.data;
  for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  const ids = data?.cpuProfile?.samples ?? [];
  const deltas = data?.timeDeltas ?? [];
  ids.forEach((node, index) => {
    clock += deltas[index] ?? 0;
    samples.push({ ts: clock, node });
  });
}

const maps = new Map<string, TraceMap | null>();
function sourceMap(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const chunk = /\/assets\/([^?#]+\.js)/.exec(url)?.[1];
    const file = chunk ? path.join(assets, `${chunk}.map`) : '';
    maps.set(url, chunk && existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url) ?? null;
}

/** A function as `name source:line`, through the source maps where it is the app's. */
function named(node: ProfileNode): { label: string; origin: string } {
  const frame = node.callFrame;
  if (!frame.url) return { label: frame.functionName || '(native)', origin: frame.functionName };
  const map = sourceMap(frame.url);
  const position = map
    ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
    : null;
  if (position?.source) {
    const source = position.source
      .replace(/^.*node_modules\//, 'node_modules/')
      .replace(/^(\.\.\/)+/, '');
    const origin =
      /^node_modules\/((@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
      source.split('/').slice(0, 3).join('/');
    return { label: `${frame.functionName || '(anonymous)'} ${source}:${position.line}`, origin };
  }
  const chunk = frame.url.split('/').pop() ?? frame.url;
  return {
    label: `${frame.functionName || '(anonymous)'} ${chunk}:${frame.lineNumber}`,
    origin: chunk,
  };
}

const ms = (microseconds: number) => (microseconds / 1000).toFixed(1);
const top = (totals: Map<string, number>, count: number) =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);

const tasks = onMain
  .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= minimum)
  .sort((a, b) => a.ts - b.ts);
let blocking = 0;
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  blocking += Math.max(0, (task.dur ?? 0) - 12_500);
  const kinds = new Map<string, number>();
  for (const event of onMain) {
    if (event === task || event.name === 'RunTask' || (event.dur ?? 0) < 1500) continue;
    if (event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
    kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0));
  }
  console.log(
    `\n${ms(task.dur ?? 0)} ms (CPU ${ms(task.tdur ?? task.dur ?? 0)}) at ${ms(task.ts - start)} ms: ` +
      top(kinds, 6)
        .map(([name, duration]) => `${name} ${ms(duration)}`)
        .join(', '),
  );
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  // Time including callees: each sample counts once for every function on its stack.
  const withCallees = new Map<string, number>();
  const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
  inside.forEach((sample, index) => {
    const node = nodes.get(sample.node);
    if (!node) return;
    const took = (inside[index + 1]?.ts ?? end) - sample.ts;
    const { label, origin } = named(node);
    byFunction.set(label, (byFunction.get(label) ?? 0) + took);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + took);
    const onStack = new Set<string>();
    for (let frame: ProfileNode | undefined = node; frame; frame = nodes.get(frame.parent ?? -1)) {
      if (frame.callFrame.url) onStack.add(named(frame).label);
    }
    for (const caller of onStack) withCallees.set(caller, (withCallees.get(caller) ?? 0) + took);
  });
  if (inside.length === 0) continue;
  console.log(
    '  by package: ' +
      top(byOrigin, 8)
        .map(([origin, took]) => `${origin} ${ms(took)}`)
        .join(' | '),
  );
  for (const [label, took] of top(byFunction, 8))
    console.log(`  ${ms(took).padStart(6)}  ${label}`);
  if (process.env.BENCH_TRACE_CALLEES === '1') {
    console.log('  including callees:');
    for (const [label, took] of top(withCallees, 14))
      console.log(`  ${ms(took).padStart(6)}  ${label}`);
  }
}
// CPU time by thread: on a host with few cores, the browser's other threads (the GPU process's
// compositor drawing frames, above all) take cores from the page's main thread, whose tasks then
// last longer than the CPU time they use, and Lighthouse counts their length.
const threadNames = new Map<string, string>();
const processNames = new Map<number, string>();
for (const event of events) {
  if (event.name === 'thread_name')
    threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  if (event.name === 'process_name') processNames.set(event.pid, event.args?.name ?? '');
}
const cpuByThread = new Map<string, number>();
for (const event of events) {
  // Every thread's tasks are RunTask slices, none inside another (as on the main thread above).
  if (event.ph !== 'X' || event.name !== 'RunTask') continue;
  const thread = `${processNames.get(event.pid) ?? event.pid} ${threadNames.get(`${event.pid}:${event.tid}`) ?? event.tid}`;
  cpuByThread.set(thread, (cpuByThread.get(thread) ?? 0) + (event.tdur ?? 0));
}
console.log('\nCPU time by thread over the trace:');
for (const [thread, took] of top(cpuByThread, 6))
  console.log(`  ${ms(took).padStart(8)}  ${thread}`);

console.log(
  `\n${tasks.length} tasks of ${ms(minimum)} ms or more; over 12.5 ms each (Lighthouse's 50 ms on ` +
    `its phone): ${ms(blocking)} ms observed, at most ${ms(blocking * 4)} ms of blocking time ` +
    `(Lighthouse counts the tasks after the first paint, in its simulation of the page's load)`,
);
