import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkinSchema,
  checkinsTodaySchema,
  createCheckinBodySchema,
  myCheckinSchema,
} from '@shared/checkins';
import { WriteQuota } from '../../plugins/write-quotas';
import { currentUser } from '../auth/current-user';
import { ownListRoute } from '../auth/own-list';
import { CheckinService } from './service';
import { writerAtBeach } from '../beaches/contributions';
import { beachParams } from '../beaches/routes';

/** "I'm here" check-ins: verified users write; anyone reads today's count; owners list theirs. */
export const checkinRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CheckinService(app.db);
  const quota = new WriteQuota(app.db, 'checkin');
  // Tests move the clock of the catalogue and of the check-ins together.
  service.now = () => app.catalogue.now();

  app.post(
    '/api/beaches/:identifier/checkins',
    {
      schema: {
        params: beachParams,
        body: createCheckinBodySchema,
        response: { 201: checkinSchema },
      },
    },
    async (request, reply) => {
      const { user, beach } = await writerAtBeach(request, reply, { quota });
      const checkin = await service.create(user.id, beach.id, request.body);
      return reply.code(201).send(checkin);
    },
  );

  app.get(
    '/api/beaches/:identifier/checkins/today',
    { schema: { params: beachParams, response: { 200: checkinsTodaySchema } } },
    async (request, reply) => {
      const beach = await app.catalogue.find(request.params.identifier);
      reply.header('Cache-Control', 'no-store');
      // The signed-in user's own check-in, so "I'm here" is not offered when it would be refused.
      const user = await currentUser(request, reply);
      if (!user) return service.today(beach.id);
      const [today, mine] = await Promise.all([
        service.today(beach.id),
        service.recent(user.id, beach.id),
      ]);
      return { ...today, myCheckinAt: mine?.toISOString() ?? null };
    },
  );

  ownListRoute(app, '/api/my/checkins', myCheckinSchema, (user) => service.listOwn(user.id));
};
