import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../db/client';

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

export type Readiness = { ready: true } | { ready: false; reason: string };

/** A check takes at most this long; a database that does not answer in time is not ready. */
const readinessTimeoutMs = 2_000;

/**
 * Ready for traffic: the database answers a query and the newest migration of this code is applied
 * (drizzle records each applied migration's `when` in `drizzle.__drizzle_migrations.created_at`).
 */
export async function checkReadiness(
  db: Database,
  latest: { tag: string; when: number },
): Promise<Readiness> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () => resolve({ ready: false, reason: 'The database did not answer in time' }),
      readinessTimeoutMs,
    );
  });
  const check = (async (): Promise<Readiness> => {
    try {
      const result = await db.execute<{ applied: boolean }>(
        sql`select exists (select 1 from drizzle.__drizzle_migrations where created_at = ${latest.when}) as applied`,
      );
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      const [row] = rows as { applied: boolean }[];
      return row?.applied
        ? { ready: true }
        : { ready: false, reason: `Migration ${latest.tag} is not applied` };
    } catch {
      return { ready: false, reason: 'The database is not reachable' };
    }
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
