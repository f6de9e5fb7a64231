import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { totalCountHeader } from '@shared/admin';
import { requireAdmin } from './current-admin';
import type { Page } from './paging';

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Every route of the plugin it is added to needs an active administrator's own session: 401
 * before the body is read or checked, so nothing about the route leaks to others.
 */
export function requireAdminSession(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    await requireAdmin(request, reply);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
}

/** A page of an admin list: its rows as the body, the total in `X-Total-Count`. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(totalCountHeader, String(page.total));
  return page.items;
}
