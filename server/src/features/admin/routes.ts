import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginResponseSchema, adminLoginSchema, adminSchema } from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import { adminWalkingRouteSchema, walkingRouteSchema } from '@shared/walks';
import { approveRoute, deleteRoute, listAllRoutes } from '../walks/service';
import { requireAdmin } from './current-admin';
import { AdminService, toAdmin } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The administrators' calls. Sign-in is open; every other `/api/admin/*` route needs an active
 * administrator's own session (a user's session grants nothing): 401 otherwise.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AdminService(app.db);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/admin/login',
    { schema: { body: adminLoginSchema, response: { 200: adminLoginResponseSchema } } },
    async (request, reply) => {
      const admin = await service.signIn(request.body, request.ip);
      await app.adminSessions.start(request, reply, String(admin.id));
      return { admin: toAdmin(admin) };
    },
  );

  app.post(
    '/api/admin/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await app.adminSessions.end(request, reply);
      return { message: 'Signed out' };
    },
  );

  app.get('/api/admin/me', { schema: { response: { 200: adminSchema } } }, async (request, reply) =>
    toAdmin(await requireAdmin(request, reply)),
  );

  app.get(
    '/api/admin/routes',
    { schema: { response: { 200: z.array(adminWalkingRouteSchema) } } },
    async (request, reply) => {
      await requireAdmin(request, reply);
      return listAllRoutes(app.db);
    },
  );

  app.put(
    '/api/admin/routes/:id/approve',
    { schema: { params: idParams, response: { 200: walkingRouteSchema } } },
    async (request, reply) => {
      await requireAdmin(request, reply);
      return approveRoute(app.db, request.params.id);
    },
  );

  app.delete(
    '/api/admin/routes/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await requireAdmin(request, reply);
      await deleteRoute(app.db, request.params.id);
      return { message: 'Walking route deleted successfully' };
    },
  );
};
