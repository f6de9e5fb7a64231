import { count, desc, eq } from 'drizzle-orm';
import { moderationMessages, type AdminPageQuery, type ContactMessage } from '@shared/admin';
import type { Database } from '../../db/client';
import { contactSubmissions } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { recordAudit } from './audit';
import type { AdminRow } from './current-admin';

export interface Page<T> {
  items: T[];
  total: number;
}

const window = ({ page, pageSize }: AdminPageQuery) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/**
 * What administrators read and remove of what others wrote: contact
 * messages. Every change is audited in its transaction.
 */
export class ModerationService {
  constructor(private readonly db: Database) {}

  /** Contact messages: unread first, then newest. */
  async messages(query: AdminPageQuery): Promise<Page<ContactMessage>> {
    const { limit, offset } = window(query);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(contactSubmissions)
        .orderBy(
          contactSubmissions.isRead,
          desc(contactSubmissions.createdAt),
          desc(contactSubmissions.id),
        )
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(contactSubmissions),
    ]);
    return { total: totals?.total ?? 0, items: rows.map(toMessage) };
  }

  markMessage(admin: AdminRow, id: number, isRead: boolean): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(contactSubmissions)
        .where(eq(contactSubmissions.id, id))
        .for('update');
      if (!before) throw notFound(moderationMessages.messageNotFound);
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
}

const toMessage = (row: typeof contactSubmissions.$inferSelect): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});
