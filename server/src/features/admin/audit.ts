import { isDeepStrictEqual } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminPageQuery, AuditAction, AuditEntry } from '@shared/admin';
import type { Database } from '../../db/client';
import { adminAuditLog } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import type { AdminRow } from './current-admin';
import { readPage, type Page } from './paging';

export interface AuditRecord {
  action: AuditAction;
  entityType: string;
  entityId: string | number;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** A JSON-safe copy: dates as ISO strings, nothing that JSON cannot hold. */
const plain = (value: Record<string, unknown> | null | undefined) =>
  value ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>) : null;

/**
 * Writes one change to the audit log. Called with the transaction of the change itself, so a
 * change and its log row are committed together or not at all.
 */
export async function recordAudit(db: Database, admin: AdminRow, record: AuditRecord) {
  await db.insert(adminAuditLog).values({
    adminId: admin.id,
    adminUsername: admin.username,
    adminName: admin.name,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    summary: record.summary,
    before: plain(record.before),
    after: plain(record.after),
  });
}

/**
 * Row `id` of `table`, locked until the transaction ends, so what the log says it was is what the
 * change found; 404 with `missing` when there is none.
 */
export async function lockForChange<T extends PgTable & { id: PgColumn }>(
  tx: Database,
  table: T,
  id: number,
  missing: string,
): Promise<T['$inferSelect']> {
  // Drizzle's types cannot tell a table given as a type parameter from an empty selection.
  const anyTable: PgTable = table;
  const [row] = await tx.select().from(anyTable).where(eq(table.id, id)).for('update');
  if (!row) throw notFound(missing);
  return row;
}

/** What the log keeps of a removed row; its id is the row's. */
type Removal = Omit<AuditRecord, 'entityId'>;

/**
 * An administrator removes row `id` of `table` (404 with `missing` when there is none); `describe`
 * says what the log keeps of it, written in the same transaction as the removal.
 */
export async function deleteAudited<T extends PgTable & { id: PgColumn }>(
  db: Database,
  admin: AdminRow,
  { table, id, missing }: { table: T; id: number; missing: string },
  describe: (row: T['$inferSelect'], tx: Database) => Removal | Promise<Removal>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) throw notFound(missing);
    await recordAudit(tx, admin, {
      ...(await describe(row, tx)),
      entityId: id,
    });
  });
}

/** Only the fields that changed, as `before` and `after` halves. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    // Deep equality, not JSON text: a stored object may come back with its keys in another order.
    if (isDeepStrictEqual(before[key] ?? null, value ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = value;
  }
  return { before: was, after: now };
}

/** The log, newest first, one page at a time. */
export function listAudit(db: Database, query: AdminPageQuery): Promise<Page<AuditEntry>> {
  return readPage(
    db,
    adminAuditLog,
    query,
    db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id)),
    (row) => ({
      id: row.id,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      summary: row.summary,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.createdAt.toISOString(),
      admin: { id: row.adminId, username: row.adminUsername, name: row.adminName },
    }),
  );
}
