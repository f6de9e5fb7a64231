import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPageQuerySchema,
  auditEntrySchema,
  contactMessageSchema,
  markMessageBodySchema,
  moderationMessages,
} from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import { adminWalkingRouteSchema, walkingRouteSchema } from '@shared/walks';
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
    '/api/admin/routes',
    { schema: { response: { 200: z.array(adminWalkingRouteSchema) } } },
    () => service.routes(),
  );

  app.put(
    '/api/admin/routes/:id/approve',
    { schema: { params: idParams, response: { 200: walkingRouteSchema } } },
    async (request) => service.approveRoute(await requireAdmin(request), request.params.id),
  );

  app.delete(
    '/api/admin/routes/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.deleteRoute(await requireAdmin(request), request.params.id);
      return { message: moderationMessages.routeDeleted };
    },
  );

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
