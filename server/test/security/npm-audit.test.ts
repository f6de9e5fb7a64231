import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  error?: { summary?: string; detail?: string };
  message?: string;
  statusCode?: number;
}

/**
 * `npm audit --omit=dev` finds no high or critical advisory in what the site runs.
 * A registry (or mirror) that does not offer the audit endpoint makes this a skip with the reason,
 * never a failure for network reasons.
 */
it('npm audit --omit=dev reports no high or critical advisories', async (context) => {
  let stdout: string;
  try {
    ({ stdout } = await run('npm', ['audit', '--omit=dev', '--json'], {
      cwd: root,
      timeout: 90_000,
      maxBuffer: 32 * 1024 * 1024,
    }));
  } catch (error) {
    // npm audit exits 1 when it finds advisories, and also when the endpoint fails.
    stdout = (error as { stdout?: string }).stdout ?? '';
  }
  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    report = { message: stdout.slice(0, 300) || 'no answer' };
  }
  if (!report.metadata?.vulnerabilities) {
    const reason = report.message ?? report.error?.summary ?? 'unknown failure';
    console.warn(`npm audit skipped: audit endpoint unavailable (${reason})`);
    context.skip(`audit endpoint unavailable: ${reason}`);
    return;
  }
  const { high = 0, critical = 0 } = report.metadata.vulnerabilities;
  const serious = Object.entries(report.vulnerabilities ?? {})
    .filter(([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical')
    .map(([name, advisory]) => `${name} (${advisory.severity})`);
  expect(serious).toEqual([]);
  expect(high + critical).toBe(0);
}, 120_000);
