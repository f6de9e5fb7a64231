import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema as errorSchema } from '@shared/api-error';
import { formatLocalDate, parseLocalDate, todayInLondon } from '@shared/london-time';
import { planQuerySchema, planSchema } from '@shared/plan';
import { weekQuerySchema, weekSchema } from '@shared/week';
import { HttpError } from '../../lib/http-errors';
import { sendPrepared } from '../../lib/cached-json';
import { beachParams } from '../beaches/routes';
import { placedBeach } from '../day-plan/routes';
import { planAnswer, planWindow, weekAnswer } from './service';

/** A 400 in the shape of a validation failure, for checks the schema cannot make alone. */
const invalid = (path: string, message: string) =>
  new HttpError(400, message, {}, { errors: [{ path, message }] });

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/plan',
    {
      schema: {
        querystring: planQuerySchema,
        response: { 200: planSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const today = todayInLondon(app.catalogue.now());
      const date = query.date ? parseLocalDate(query.date)! : today;
      // The same calendar day a year on: string order is date order, even from 29 February.
      const lastDay = formatLocalDate({ ...today, year: today.year + 1 });
      const day = formatLocalDate(date);
      if (day < formatLocalDate(today) || day > lastDay) {
        throw invalid('date', `date must be from today to ${lastDay}`);
      }
      const window = planWindow(date, query);
      if (window.start >= window.end) {
        throw invalid(query.end !== undefined ? 'end' : 'start', 'start must be before end');
      }
      const beaches = await app.catalogue.all();
      const catalogue = { version: app.catalogue.version, beaches };
      return sendPrepared(request, reply, planAnswer(catalogue, date, window, query));
    },
  );

  app.get(
    '/api/beaches/:identifier/week',
    {
      schema: {
        params: beachParams,
        querystring: weekQuerySchema,
        response: { 200: weekSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const beach = await placedBeach(app, request.params.identifier, 'week');
      const from = request.query.from
        ? parseLocalDate(request.query.from)!
        : todayInLondon(app.catalogue.now());
      return sendPrepared(request, reply, weekAnswer(beach, from));
    },
  );
};
