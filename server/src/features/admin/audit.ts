import { isDeepStrictEqual } from 'node:util';
import { desc } from 'drizzle-orm';
import type { AdminPageQuery, AuditAction, AuditEntry } from '@shared/admin';
import type { Database } from '../../db/client';
import { adminAuditLog } from '../../db/schema';
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
    ({ limit, offset }) =>
      db
        .select()
        .from(adminAuditLog)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(limit)
        .offset(offset),
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
