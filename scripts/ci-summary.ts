/**
 * Prints one "name: N passed, N failed" line per test run that .ci/run made, and a total, from the
 * JSON reports of Vitest and Playwright. Exits non-zero when a report is missing or has failures.
 *   node --import tsx scripts/ci-summary.ts label=file [label=file …]
 */
import { existsSync, readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function countsOf(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<VitestReport & PlaywrightReport>;
  if (report.stats) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

const line = (label: string, c: Counts) =>
  `${label}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
let missing = false;
for (const argument of process.argv.slice(2)) {
  const [label, file] = argument.split('=') as [string, string];
  const counts = countsOf(file);
  if (!counts) {
    console.log(`${label}: no report (${file})`);
    missing = true;
    continue;
  }
  console.log(line(label, counts));
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(line('total', total));
process.exit(missing || total.failed > 0 || total.passed === 0 ? 1 : 0);
