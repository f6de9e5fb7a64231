import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@shared/auth';
import {
  favoriteMessages,
  favoriteSchema,
  saveFavoriteBodySchema,
  updateFavoriteNoteBodySchema,
} from '@shared/favorites';
import { WriteQuota } from '../../plugins/write-quotas';
import { requireUser } from '../auth/current-user';
import { FavoriteService } from './service';
import { beachParams } from '../beaches/routes';

/**
 * My beaches. A favourite belongs to the signed-in user and is addressed by its
 * beach, so nobody can reach another user's: signed out is 401, an unknown beach 404.
 */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new FavoriteService(app.db, app.catalogue);
  const quota = new WriteQuota(app.db, 'favorite');

  app.get(
    '/api/my/favorites',
    { schema: { response: { 200: z.array(favoriteSchema) } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      reply.header('Cache-Control', 'no-store');
      return service.list(user.id);
    },
  );

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
      const user = await requireUser(request, reply);
      const beach = await app.catalogue.find(request.params.identifier);
      await quota.take(user.id);
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
      const user = await requireUser(request, reply);
      const beach = await app.catalogue.find(request.params.identifier);
      await quota.take(user.id);
      return service.updateNote(user.id, beach.id, request.body.notes);
    },
  );

  app.delete(
    '/api/beaches/:identifier/favorite',
    { schema: { params: beachParams, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const beach = await app.catalogue.find(request.params.identifier);
      await quota.take(user.id);
      await service.remove(user.id, beach.id);
      return { message: favoriteMessages.removed };
    },
  );
};
