import { desc, eq } from 'drizzle-orm';
import { moderationMessages, type AdminPageQuery, type ContactMessage } from '@shared/admin';
import type { Database } from '../../db/client';
import { contactSubmissions } from '../../db/schema';
import { lockForChange, recordAudit } from './audit';
import type { AdminRow } from './current-admin';
import { readPage, type Page } from './paging';

const toMessage = (row: typeof contactSubmissions.$inferSelect): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

/** Contact messages for the back office: unread first, then newest. */
export function listMessages(db: Database, query: AdminPageQuery): Promise<Page<ContactMessage>> {
  return readPage(
    db,
    contactSubmissions,
    query,
    db
      .select()
      .from(contactSubmissions)
      .orderBy(
        contactSubmissions.isRead,
        desc(contactSubmissions.createdAt),
        desc(contactSubmissions.id),
      ),
    toMessage,
  );
}

/** Marks a message read or unread; a change is audited in its transaction. */
export function markMessage(
  db: Database,
  admin: AdminRow,
  id: number,
  isRead: boolean,
): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const before = await lockForChange(
      tx,
      contactSubmissions,
      id,
      moderationMessages.messageNotFound,
    );
    if (before.isRead === isRead) return toMessage(before);
    const [row] = await tx
      .update(contactSubmissions)
      .set({ isRead })
      .where(eq(contactSubmissions.id, id))
      .returning();
    await recordAudit(tx, admin, {
      action: isRead ? 'message.read' : 'message.unread',
      entityType: 'message',
      entityId: id,
      summary: `Message from ${row!.name}${row!.subject ? `: ${row!.subject}` : ''}`,
      before: { isRead: before.isRead },
      after: { isRead },
    });
    return toMessage(row!);
  });
}
