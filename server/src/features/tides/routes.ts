import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema as errorSchema } from '@shared/api-error';
import {
  tideEntrySchema,
  tideStationQuerySchema,
  tideStationSchema,
  tidesQuerySchema,
} from '@shared/tides';
import { tidesForDay } from './service';
import { stationFor } from './stations';

/** A day's predictions never change until stations.json does: let browsers keep them for a day. */
const predictionCacheControl = 'public, max-age=86400';

export const tideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tides',
    {
      schema: {
        querystring: tidesQuerySchema,
        response: { 200: z.array(tideEntrySchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { lat, lng, date } = request.query;
      reply.header('cache-control', predictionCacheControl);
      return [...tidesForDay(stationFor({ lat, lng }).station, date)];
    },
  );

  app.get(
    '/api/tides/station',
    {
      schema: {
        querystring: tideStationQuerySchema,
        response: { 200: tideStationSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { station, distanceKm, reason } = stationFor(request.query);
      reply.header('cache-control', predictionCacheControl);
      return {
        id: station.id,
        label: station.label,
        attribution: station.attribution,
        licence: station.licence.name,
        licenceUrl: station.licence.url,
        distanceKm,
        reason,
      };
    },
  );
};
