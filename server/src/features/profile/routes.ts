import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contributionCountsSchema } from '@shared/profile';
import { requireUser } from '../auth/current-user';
import { countContributions } from './service';

/** The profile's own calls: what the signed-in member has contributed, counted per kind. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/my/contributions',
    { schema: { response: { 200: contributionCountsSchema } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      reply.header('Cache-Control', 'no-store');
      return countContributions(app.db, user.id);
    },
  );
};
