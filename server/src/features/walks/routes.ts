import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRouteBodySchema,
  rateRouteBodySchema,
  routeRatingResultSchema,
  walkingRouteSchema,
} from '@shared/walks';
import { RateLimit } from '../../plugins/rate-limits';
import { WriteQuota } from '../../plugins/write-quotas';
import { requireVerifiedUser } from '../auth/current-user';
import { createRoute, listApprovedRoutes, rateRoute } from './service';

const beachParams = z.object({ identifier: z.string().min(1).max(200) });
const routeParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Walking routes: listed when approved, submitted by verified users, rated by anyone. */
export const walkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Rating needs no account, so it is limited per address: 30 ratings an hour.
  const ratingsPerAddress = new RateLimit(app.db, 'routeRatingsPerAddress', {
    points: 30,
    windowSeconds: 60 * 60,
  });
  const submissions = new WriteQuota(app.db, 'route');

  app.get(
    '/api/beaches/:identifier/routes',
    { schema: { params: beachParams, response: { 200: z.array(walkingRouteSchema) } } },
    async (request) => {
      const beach = await app.catalogue.find(request.params.identifier);
      return listApprovedRoutes(app.db, beach.id);
    },
  );

  app.post(
    '/api/routes',
    { schema: { body: createRouteBodySchema, response: { 201: walkingRouteSchema } } },
    async (request, reply) => {
      const user = await requireVerifiedUser(request, reply);
      const beach = await app.catalogue.find(String(request.body.beachId));
      await submissions.take(user.id);
      const route = await createRoute(app.db, user.id, { ...request.body, beachId: beach.id });
      return reply.code(201).send(route);
    },
  );

  app.post(
    '/api/routes/:id/rate',
    {
      schema: {
        params: routeParams,
        body: rateRouteBodySchema,
        response: { 201: routeRatingResultSchema },
      },
    },
    async (request, reply) => {
      await ratingsPerAddress.consume(request.ip);
      const result = await rateRoute(app.db, request.params.id, request.body);
      return reply.code(201).send(result);
    },
  );
};
