import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPageQuerySchema,
  auditEntrySchema,
  contactMessageSchema,
  markMessageBodySchema,
} from '@shared/admin';
import { listAudit } from './audit';
import { requireAdmin } from './current-admin';
import { idParams, requireAdminSession, sendPage } from './guard';
import { listMessages, markMessage } from './messages';

/**
 * What is the back office's own to read: the contact messages, and the log of what
 * administrators changed. (Each feature serves its own moderation under /api/admin.)
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdminSession(app);
  const pageSchema = { querystring: adminPageQuerySchema };

  app.get(
    '/api/admin/messages',
    { schema: { ...pageSchema, response: { 200: z.array(contactMessageSchema) } } },
    async (request, reply) => sendPage(reply, await listMessages(app.db, request.query)),
  );

  app.put(
    '/api/admin/messages/:id/read',
    {
      schema: {
        params: idParams,
        body: markMessageBodySchema,
        response: { 200: contactMessageSchema },
      },
    },
    async (request) =>
      markMessage(app.db, await requireAdmin(request), request.params.id, request.body.isRead),
  );

  app.get(
    '/api/admin/audit',
    { schema: { ...pageSchema, response: { 200: z.array(auditEntrySchema) } } },
    async (request, reply) => sendPage(reply, await listAudit(app.db, request.query)),
  );
};
