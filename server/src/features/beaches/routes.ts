import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { beachListQuerySchema, beachSchema, reviewSchema, statsSchema } from '@shared/beaches';
import { apiErrorSchema as errorSchema } from '@shared/api-error';
import { sendPrepared } from '../../lib/cached-json';
import { listReviews } from './service';

/** A beach in the address, by its id or its slug (every feature's beach routes read it so). */
export const beachParams = z.object({ identifier: z.string().min(1).max(200) });
/** `?nocache=` is what the client sends to defeat caches; it changes nothing here. */
const detailQuery = z.object({ nocache: z.string().max(50).optional() });

export const beachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/beaches',
    {
      schema: {
        querystring: beachListQuerySchema,
        response: { 200: z.array(beachSchema), 400: errorSchema },
      },
    },
    async (request, reply) =>
      sendPrepared(request, reply, await app.catalogue.listAnswer(request.query)),
  );

  app.get(
    '/api/beaches/:identifier',
    {
      schema: {
        params: beachParams,
        querystring: detailQuery,
        response: { 200: beachSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendPrepared(request, reply, await app.catalogue.findAnswer(request.params.identifier)),
  );

  app.get(
    '/api/beaches/:identifier/reviews',
    {
      schema: {
        params: beachParams,
        response: { 200: z.array(reviewSchema), 404: errorSchema },
      },
    },
    async (request) => {
      const beach = await app.catalogue.find(request.params.identifier);
      return listReviews(app.db, beach.id);
    },
  );

  app.get('/api/stats', { schema: { response: { 200: statsSchema } } }, async (request, reply) =>
    sendPrepared(request, reply, await app.catalogue.statsAnswer()),
  );
};
