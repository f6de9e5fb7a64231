import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema as errorSchema } from '@shared/api-error';
import { dayPlanQuerySchema, dayPlanSchema } from '@shared/day-plan';
import { parseLocalDate, todayInLondon } from '@shared/london-time';
import { notFound } from '../../lib/http-errors';
import { sendPrepared } from '../../lib/cached-json';
import { dayPlanAnswer } from './service';

export const dayPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/beaches/:identifier/day',
    {
      schema: {
        params: z.object({ identifier: z.string().min(1).max(200) }),
        querystring: dayPlanQuerySchema,
        response: { 200: dayPlanSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const beach = await app.catalogue.find(request.params.identifier);
      if (beach.latitude === null || beach.longitude === null) {
        throw notFound('This beach has no position to plan a day for');
      }
      const date = request.query.date
        ? parseLocalDate(request.query.date)
        : todayInLondon(app.catalogue.now());
      return sendPrepared(request, reply, dayPlanAnswer(beach, date ?? todayInLondon()));
    },
  );
};
