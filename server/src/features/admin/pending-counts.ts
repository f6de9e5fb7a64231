import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingCountsSchema, type PendingCounts } from '@shared/admin';
import type { Database } from '../../db/client';
import { contactSubmissions, ruleReports, walkingRoutes } from '../../db/schema';
import { requireAdminSession } from './guard';

/**
 * Everything that waits for an administrator, in one statement: the count of unread messages,
 * with the routes to approve and the open rule reports beside it (an aggregate answers one row
 * even over an empty table).
 */
export async function countPending(db: Database): Promise<PendingCounts> {
  const [row] = await db
    .select({
      messages: sql`count(*) filter (where not ${contactSubmissions.isRead})`.mapWith(Number),
      routes:
        sql`(select count(*) from ${walkingRoutes} where not ${walkingRoutes.isApproved})`.mapWith(
          Number,
        ),
      ruleReports:
        sql`(select count(*) from ${ruleReports} where ${ruleReports.status} = 'open')`.mapWith(
          Number,
        ),
    })
    .from(contactSubmissions);
  return row ?? { messages: 0, routes: 0, ruleReports: 0 };
}

/** `GET /api/admin/pending-counts`: what the dashboard's tabs show beside their names. */
export const pendingCountRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdminSession(app);
  app.get('/api/admin/pending-counts', { schema: { response: { 200: pendingCountsSchema } } }, () =>
    countPending(app.db),
  );
};
