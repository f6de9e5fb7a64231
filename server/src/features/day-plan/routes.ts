import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Beach } from '@shared/beaches';
import { apiErrorSchema as errorSchema } from '@shared/api-error';
import { dayPlanQuerySchema, dayPlanSchema } from '@shared/day-plan';
import { parseLocalDate, todayInLondon } from '@shared/london-time';
import { notFound } from '../../lib/http-errors';
import { sendPrepared } from '../../lib/cached-json';
import { beachParams } from '../beaches/routes';
import { dayPlanAnswer } from './service';

/**
 * The beach in the address, for what is planned from its position (tides, daylight): 404 when it
 * is unknown, or has no position to plan a `span` for.
 */
export async function placedBeach(
  app: FastifyInstance,
  identifier: string,
  span: 'day' | 'week',
): Promise<Beach> {
  const beach = await app.catalogue.find(identifier);
  if (beach.latitude === null || beach.longitude === null) {
    throw notFound(`This beach has no position to plan a ${span} for`);
  }
  return beach;
}

export const dayPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/beaches/:identifier/day',
    {
      schema: {
        params: beachParams,
        querystring: dayPlanQuerySchema,
        response: { 200: dayPlanSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const beach = await placedBeach(app, request.params.identifier, 'day');
      const date = request.query.date
        ? parseLocalDate(request.query.date)
        : todayInLondon(app.catalogue.now());
      return sendPrepared(request, reply, dayPlanAnswer(beach, date ?? todayInLondon()));
    },
  );
};
