import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../db/client';
import { errorCode, probeFolder } from './folders';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/** The newest migration the code ships (drizzle-kit's journal): its `when` is what drizzle records. */
export function latestMigration(folder = migrationsFolder): { tag: string; when: number } {
  const journal = JSON.parse(
    readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.at(-1);
  if (!last) throw new Error('the migration journal is empty');
  return { tag: last.tag, when: last.when };
}

/** Each dependency as `/readyz` reports it. */
export type CheckState = 'ok' | 'failed';
export interface ReadinessChecks {
  database: CheckState;
  uploads: CheckState;
  /** Only without SMTP_URL: mail is then written to `DATA_DIR/outbox`. */
  outbox?: CheckState;
  /**
   * With SMTP_URL: not checked. A connection per probe would load the mail server, and a mail
   * server that is down must not take every instance out of the pool: mail is sent in the
   * background and a failure is logged, while pages and the API keep working.
   */
  smtp?: 'not checked';
}

export type Readiness =
  | { ready: true; checks: ReadinessChecks }
  | { ready: false; reason: string; checks: ReadinessChecks };

type Check = { ok: true } | { ok: false; reason: string };

/** A check takes at most this long; a dependency that does not answer in time is not ready. */
const readinessTimeoutMs = 2_000;

async function withinTime(check: Promise<Check>, reason: string): Promise<Check> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason }), readinessTimeoutMs);
  });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database answers a query and the newest migration of this code is applied (drizzle records
 * each applied migration's `when` in `drizzle.__drizzle_migrations.created_at`).
 */
export function checkDatabase(db: Database, latest: { tag: string; when: number }): Promise<Check> {
  const check = (async (): Promise<Check> => {
    try {
      const result = await db.execute<{ applied: boolean }>(
        sql`select exists (select 1 from drizzle.__drizzle_migrations where created_at = ${latest.when}) as applied`,
      );
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      const [row] = rows as { applied: boolean }[];
      return row?.applied
        ? { ok: true }
        : { ok: false, reason: `Migration ${latest.tag} is not applied` };
    } catch {
      return { ok: false, reason: 'The database is not reachable' };
    }
  })();
  return withinTime(check, 'The database did not answer in time');
}

/** Files can be written in `dir` (see probeFolder); `label` names it in the reason. */
export function checkFolder(dir: string, label: string): Promise<Check> {
  const check = probeFolder(dir).then(
    (): Check => ({ ok: true }),
    (error: unknown): Check => {
      const code = errorCode(error);
      return { ok: false, reason: `${label} cannot be written: ${dir}${code ? ` (${code})` : ''}` };
    },
  );
  return withinTime(check, `${label} did not answer in time: ${dir}`);
}

export interface ReadinessTargets {
  db: Database;
  latest: { tag: string; when: number };
  uploadDir: string;
  /** `DATA_DIR/outbox`, or null with SMTP_URL. */
  outboxDir: string | null;
}

/**
 * Ready for traffic: the database (reachable, newest migration applied), the upload folder and,
 * without SMTP_URL, the outbox, checked side by side; the reason is the first that failed.
 */
export async function checkReadiness(targets: ReadinessTargets): Promise<Readiness> {
  const { db, latest, uploadDir, outboxDir } = targets;
  const [database, uploads, outbox] = await Promise.all([
    checkDatabase(db, latest),
    checkFolder(uploadDir, 'The upload folder'),
    outboxDir === null ? null : checkFolder(outboxDir, 'The outbox'),
  ]);
  const state = (check: Check): CheckState => (check.ok ? 'ok' : 'failed');
  const checks: ReadinessChecks = {
    database: state(database),
    uploads: state(uploads),
    ...(outbox ? { outbox: state(outbox) } : { smtp: 'not checked' as const }),
  };
  const failed = [database, uploads, outbox].find(
    (check): check is { ok: false; reason: string } => check !== null && !check.ok,
  );
  return failed ? { ready: false, reason: failed.reason, checks } : { ready: true, checks };
}
