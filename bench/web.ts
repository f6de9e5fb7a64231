/**
 * `npm run bench:web`: Lighthouse 12 (mobile emulation, simulated throttling) on the production
 * build, served by the real app on a seeded in-memory database, against the home page, /beaches, a
 * beach page and a blog post, BENCH_RUNS (3) runs each in Debian's Chromium. Prints the median
 * Performance, Accessibility, Best Practices and SEO scores, LCP, TBT, CLS and transferred bytes
 * per page, each checked against its budget (PASS/FAIL; decision 009 lists them). Exit code 0: it
 * prints; set BENCH_STRICT=1 to exit 1 when a budget fails; BENCH_REPORT_DIR keeps each run's
 * report and trace.
 *
 * CLIENT_DIST_DIR picks the build (default dist/client); it is rebuilt first when older than its
 * sources. The OpenStreetMap tile host is blocked: there is no internet here, and a score must not
 * depend on a third party's tiles.
 */
import { chromiumArgs } from '../e2e/chromium';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { serveBuiltSite } from './built-site';
import type { Beach } from '@shared/beaches';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const strict = process.env.BENCH_STRICT === '1';
/** A folder to keep each run's full Lighthouse report in (JSON), to see what costs the points. */
const reportDir = process.env.BENCH_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromeFlags = ['--headless=new', ...chromiumArgs];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const { app, origin } = await serveBuiltSite('web');

const beaches = (await app.inject({ url: '/api/beaches' })).json<Beach[]>();
const posts = (await app.inject({ url: '/api/blog' })).json<{ slug: string }[]>();
const beach = beaches[0];
const post = posts[0];
if (!beach || !post) throw new Error('The seeded catalogue or blog is empty');

/** BENCH_PAGES=beach,blog measures only the pages whose names start with those words. */
const only = process.env.BENCH_PAGES?.split(',').map((word) => word.trim().toLowerCase());
const pages = [
  { name: 'home', path: '/' },
  { name: 'beaches', path: '/beaches' },
  { name: 'beach', path: `/beach/${beach.slug}` },
  { name: 'blog post', path: `/blog/${post.slug}` },
].filter(
  (page) => !only || only.some((word) => page.name === word || page.name.startsWith(`${word} `)),
);

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

const score = (result: RunnerResult, id: string) =>
  Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
const metric = (result: RunnerResult, id: string) => result.lhr.audits[id]?.numericValue ?? NaN;

/** The audits that cost points, for the lines under the table (what to work on). */
const failing = (result: RunnerResult) =>
  categories.flatMap((category) =>
    (result.lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => result.lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => ({ key: `${category}: ${audit?.title ?? ''}`, value: audit?.displayValue })),
  );

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const loadAtStart = loadavg()[0] ?? 0;
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
const flags: Flags = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...categories],
  blockedUrlPatterns: ['*tile.openstreetmap.org*', '*.tile.openstreetmap.org*'],
  // With BENCH_REPORT_DIR, the kept traces carry the page's JavaScript samples too.
  ...(reportDir ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
};

/**
 * One Lighthouse run; a run whose trace Lighthouse could not record (NO_NAVSTART and the like,
 * seen on a busy machine) is tried again, twice at most, as Lighthouse itself advises.
 */
async function measure(pagePath: string, attempt = 1): Promise<RunnerResult> {
  const result = await lighthouse(`${origin}${pagePath}`, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
  const failure = result.lhr.runtimeError;
  if (!failure) return result;
  if (attempt > 2) throw new Error(`${pagePath}: ${failure.message}`);
  console.log(`  ${pagePath}: ${failure.code}, running it again`);
  return measure(pagePath, attempt + 1);
}

const results: {
  name: string;
  path: string;
  figures: Figures;
  notes: Map<string, (string | undefined)[]>;
}[] = [];
const benchmarkIndexes: number[] = [];
try {
  for (const page of pages) {
    const samples: Figures[] = [];
    const notes = new Map<string, (string | undefined)[]>();
    for (let run = 1; run <= runs; run += 1) {
      const result = await measure(page.path);
      if (reportDir) {
        const file = `${page.name.replace(/\W+/g, '-')}-${run}.json`;
        writeFileSync(path.join(reportDir, file), JSON.stringify(result.lhr));
        // The page's trace too (Chrome's trace format: chrome://tracing, or Perfetto).
        const trace = (result.artifacts as { Trace?: unknown }).Trace;
        if (trace)
          writeFileSync(
            path.join(reportDir, file.replace('.json', '.trace.json')),
            JSON.stringify(trace),
          );
      }
      samples.push({
        performance: score(result, 'performance'),
        accessibility: score(result, 'accessibility'),
        bestPractices: score(result, 'best-practices'),
        seo: score(result, 'seo'),
        lcpMs: metric(result, 'largest-contentful-paint'),
        tbtMs: metric(result, 'total-blocking-time'),
        cls: metric(result, 'cumulative-layout-shift'),
        bytes: metric(result, 'total-byte-weight'),
      });
      for (const { key, value } of failing(result))
        notes.set(key, [...(notes.get(key) ?? []), value]);
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      process.stdout.write(
        `  ${page.name} run ${run}/${runs}: performance ${score(result, 'performance')}\n`,
      );
    }
    const figures = Object.fromEntries(
      (Object.keys(samples[0] ?? {}) as (keyof Figures)[]).map((key) => [
        key,
        median(samples.map((sample) => sample[key])),
      ]),
    ) as unknown as Figures;
    results.push({ ...page, figures, notes });
  }
} finally {
  chrome.kill();
  await app.close();
}

const budgets: { label: string; check: (f: Figures) => boolean }[] = [
  { label: 'Performance >= 95', check: (f) => f.performance >= 95 },
  { label: 'Accessibility = 100', check: (f) => f.accessibility === 100 },
  { label: 'Best Practices >= 95', check: (f) => f.bestPractices >= 95 },
  { label: 'SEO = 100', check: (f) => f.seo === 100 },
  { label: 'LCP < 2.0 s', check: (f) => f.lcpMs < 2000 },
  { label: 'CLS < 0.05', check: (f) => f.cls < 0.05 },
];

const rows = results.map(({ name, figures: f }) => [
  name,
  String(f.performance),
  String(f.accessibility),
  String(f.bestPractices),
  String(f.seo),
  `${(f.lcpMs / 1000).toFixed(2)} s`,
  `${Math.round(f.tbtMs)} ms`,
  f.cls.toFixed(3),
  `${(f.bytes / 1024).toFixed(1)} KiB`,
]);
const header = ['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'transferred'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
    )
    .join('  ');

console.log(
  `\nLighthouse ${results.length} pages, median of ${runs} runs (mobile, simulated throttling), ${origin}`,
);
console.log(
  `load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end, on ${availableParallelism()} cores; ` +
    `Lighthouse's benchmark index ${Math.round(median(benchmarkIndexes))} (below 1000 Lighthouse warns the host CPU is too slow for its 4x slowdown); ` +
    'simulated throttling scales the tasks it observes, so a busy machine raises TBT and LCP',
);
console.log(line(header));
for (const row of rows) console.log(line(row));

let allPass = true;
console.log('\nBudgets:');
for (const { name, path: pagePath, figures, notes } of results) {
  const verdicts = budgets.map(({ label, check }) => {
    const pass = check(figures);
    allPass &&= pass;
    return `${pass ? 'PASS' : 'FAIL'} ${label}`;
  });
  console.log(`  ${name} (${pagePath}): ${verdicts.join(', ')}`);
  for (const [audit, values] of notes) {
    const shown = values.filter(Boolean).join(', ');
    console.log(
      `      below 90 in ${values.length} of ${runs}: ${audit}${shown ? ` (${shown})` : ''}`,
    );
  }
}
console.log(allPass ? '\nEvery budget holds.' : '\nSome budgets fail (see FAIL above).');
process.exit(strict && !allPass ? 1 : 0);
