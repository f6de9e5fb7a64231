import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moderationMessages } from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import {
  adminWalkingRouteSchema,
  createRouteBodySchema,
  myWalkingRouteSchema,
  rateRouteBodySchema,
  routeRatingResultSchema,
  walkingRouteSchema,
} from '@shared/walks';
import { RateLimit } from '../../plugins/rate-limits';
import { WriteQuota } from '../../plugins/write-quotas';
import { requireAdmin } from '../admin/current-admin';
import { idParams, requireAdminSession } from '../admin/guard';
import { requireVerifiedUser } from '../auth/current-user';
import { ownListRoute } from '../auth/own-list';
import {
  approveWalk,
  createWalk,
  deleteWalk,
  listAllWalks,
  listApprovedWalks,
  listOwnWalks,
  rateWalk,
} from './service';
import { beachListRoute } from '../beaches/contributions';

/**
 * Walks (walking routes; `/api/routes` in the URLs): listed when approved, submitted by verified
 * users (who see theirs, pending or not), rated by anyone.
 */
export const walkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Rating needs no account, so it is limited per address: 30 ratings an hour.
  const ratingsPerAddress = new RateLimit(app.db, 'routeRatingsPerAddress', {
    points: 30,
    windowSeconds: 60 * 60,
  });
  const submissions = new WriteQuota(app.db, 'route');

  beachListRoute(app, '/api/beaches/:identifier/routes', walkingRouteSchema, (beachId) =>
    listApprovedWalks(app.db, beachId),
  );

  app.post(
    '/api/routes',
    { schema: { body: createRouteBodySchema, response: { 201: walkingRouteSchema } } },
    async (request, reply) => {
      const user = await requireVerifiedUser(request, reply);
      const beach = await app.catalogue.find(String(request.body.beachId));
      await submissions.take(user.id);
      const walk = await createWalk(app.db, user.id, { ...request.body, beachId: beach.id });
      return reply.code(201).send(walk);
    },
  );

  // The submitter's own routes, pending ones too (`/api/my/walks`).
  ownListRoute(app, '/api/my/walks', myWalkingRouteSchema, (user) => listOwnWalks(app.db, user.id));

  app.post(
    '/api/routes/:id/rate',
    {
      schema: {
        params: idParams,
        body: rateRouteBodySchema,
        response: { 201: routeRatingResultSchema },
      },
    },
    async (request, reply) => {
      await ratingsPerAddress.consume(request.ip);
      const result = await rateWalk(app.db, request.params.id, request.body);
      return reply.code(201).send(result);
    },
  );
};

/** The back office's side: every walk, its approval and removal (admin session only, 401 first). */
export const walkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdminSession(app);

  app.get(
    '/api/admin/routes',
    { schema: { response: { 200: z.array(adminWalkingRouteSchema) } } },
    () => listAllWalks(app.db),
  );

  app.put(
    '/api/admin/routes/:id/approve',
    { schema: { params: idParams, response: { 200: walkingRouteSchema } } },
    async (request) => approveWalk(app.db, await requireAdmin(request), request.params.id),
  );

  app.delete(
    '/api/admin/routes/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteWalk(app.db, await requireAdmin(request), request.params.id);
      return { message: moderationMessages.routeDeleted };
    },
  );
};
