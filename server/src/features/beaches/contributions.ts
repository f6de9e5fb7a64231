import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WriteQuota } from '../../plugins/write-quotas';
import { requireVerifiedUser } from '../auth/current-user';
import type { UserRow } from '../auth/service';
import { beachParams } from './routes';

/**
 * `GET path` (under `/api/beaches/:identifier/`): what members made about that beach and anyone
 * may read; an unknown beach is 404.
 */
export function beachListRoute<Item extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  item: Item,
  list: (beachId: number) => Promise<z.infer<Item>[]>,
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      path,
      { schema: { params: beachParams, response: { 200: z.array(item) } } },
      async (request) => list((await app.catalogue.find(request.params.identifier)).id),
    );
}

/**
 * The member writing about the beach in the address, checked in the order every such write
 * answers: who they are (401, then 403 while `member` wants a verified e-mail), the beach (404),
 * then their `quota` for this kind of write (429). Uploads take theirs photo by photo instead.
 */
export async function writerAtBeach(
  request: FastifyRequest<{ Params: z.infer<typeof beachParams> }>,
  reply: FastifyReply,
  {
    quota,
    member = requireVerifiedUser,
  }: {
    quota?: WriteQuota;
    member?: (request: FastifyRequest, reply: FastifyReply) => Promise<UserRow>;
  } = {},
) {
  const user = await member(request, reply);
  const beach = await request.server.catalogue.find(request.params.identifier);
  await quota?.take(user.id);
  return { user, beach };
}
