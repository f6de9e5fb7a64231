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
import { ModerationService } from './moderation';

/** What others wrote, as administrators see and remove it, and the log of what they changed. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdminSession(app);
  const service = new ModerationService(app.db);
  const pageSchema = { querystring: adminPageQuerySchema };

  app.get(
    '/api/admin/messages',
    { schema: { ...pageSchema, response: { 200: z.array(contactMessageSchema) } } },
    async (request, reply) => sendPage(reply, await service.messages(request.query)),
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
      service.markMessage(await requireAdmin(request), request.params.id, request.body.isRead),
  );

  app.get(
    '/api/admin/audit',
    { schema: { ...pageSchema, response: { 200: z.array(auditEntrySchema) } } },
    async (request, reply) => sendPage(reply, await listAudit(app.db, request.query)),
  );
};
