import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@shared/auth';
import {
  favoriteMessages,
  favoriteSchema,
  saveFavoriteBodySchema,
  updateFavoriteNoteBodySchema,
} from '@shared/favorites';
import { WriteQuota } from '../../plugins/write-quotas';
import { requireUser } from '../auth/current-user';
import { ownListRoute } from '../auth/own-list';
import { FavoriteService } from './service';
import { writerAtBeach } from '../beaches/contributions';
import { beachParams } from '../beaches/routes';

/**
 * My beaches. A favourite belongs to the signed-in user and is addressed by its
 * beach, so nobody can reach another user's: signed out is 401, an unknown beach 404.
 */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new FavoriteService(app.db, app.catalogue);
  const quota = new WriteQuota(app.db, 'favorite');

  ownListRoute(app, '/api/my/favorites', favoriteSchema, (user) => service.list(user.id));

  app.put(
    '/api/beaches/:identifier/favorite',
    {
      schema: {
        params: beachParams,
        body: saveFavoriteBodySchema,
        response: { 200: favoriteSchema, 201: favoriteSchema },
      },
    },
    async (request, reply) => {
      const { user, beach } = await writerAtBeach(request, reply, { quota, member: requireUser });
      const { favorite, created } = await service.save(user.id, beach.id, request.body?.notes);
      return reply.code(created ? 201 : 200).send(favorite);
    },
  );

  app.patch(
    '/api/beaches/:identifier/favorite',
    {
      schema: {
        params: beachParams,
        body: updateFavoriteNoteBodySchema,
        response: { 200: favoriteSchema },
      },
    },
    async (request, reply) => {
      const { user, beach } = await writerAtBeach(request, reply, { quota, member: requireUser });
      return service.updateNote(user.id, beach.id, request.body.notes);
    },
  );

  app.delete(
    '/api/beaches/:identifier/favorite',
    { schema: { params: beachParams, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const { user, beach } = await writerAtBeach(request, reply, { quota, member: requireUser });
      await service.remove(user.id, beach.id);
      return { message: favoriteMessages.removed };
    },
  );
};
