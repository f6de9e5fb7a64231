import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginResponseSchema,
  adminLoginSchema,
  adminSchema,
  adminSessionResponseSchema,
} from '@shared/admin-session';
import { messageResponseSchema } from '@shared/auth';
import { backOfficeRoutes } from './back-office-routes';
import { currentAdmin, requireAdmin } from './current-admin';
import { messageRoutes } from './messages-routes';
import { pendingCountRoutes } from './pending-counts';
import { SignInGuard } from '../auth/sign-in-guard';
import { Captcha } from '../contact/captcha';
import { AdminService, toAdmin } from './service';

/**
 * The administrators' sign-in. Sign-in is open; every other `/api/admin/*` route needs an active
 * administrator's own session (a user's session grants nothing): 401 otherwise. Here are the
 * catalogue, the contact messages and the audit log; each feature serves its own moderation
 * behind the same guard (`requireAdminSession`).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const captcha = new Captcha(app.db, app.config.sessionSecret);
  const service = new AdminService(app.db, new SignInGuard(app.db, 'admin', captcha));

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

  // The back office's own check of who is signed in: 200 with `admin: null` for anyone else,
  // where /api/admin/me answers 401, which the browser logs as a console error on the sign-in page.
  app.get(
    '/api/admin/session',
    { schema: { response: { 200: adminSessionResponseSchema } } },
    async (request, reply) => {
      const admin = await currentAdmin(request, reply);
      return { admin: admin ? toAdmin(admin) : null };
    },
  );

  await app.register(backOfficeRoutes);
  await app.register(messageRoutes);
  await app.register(pendingCountRoutes);
};
