import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPageQuerySchema, totalCountHeader, type AdminPageQuery } from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import { requireAdmin, type AdminRow } from './current-admin';
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

/**
 * A moderated list of the back office: its pages at `GET path` (newest first, the total in
 * `X-Total-Count`) and one row's removal at `DELETE path/:id`, answered with `deleted`.
 */
export function moderationRoutes<Item extends z.ZodType>(
  app: FastifyInstance,
  options: {
    path: string;
    item: Item;
    list: (query: AdminPageQuery) => Promise<Page<z.infer<Item>>>;
    remove: (admin: AdminRow, id: number) => Promise<void>;
    deleted: string;
  },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    options.path,
    {
      schema: {
        querystring: adminPageQuerySchema,
        response: { 200: z.array(options.item) },
      },
    },
    async (request, reply) => sendPage(reply, await options.list(request.query)),
  );
  typed.delete(
    `${options.path}/:id`,
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await options.remove(await requireAdmin(request), request.params.id);
      return { message: options.deleted };
    },
  );
}
