import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configSchema } from '@shared/beaches';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/config', { schema: { response: { 200: configSchema } } }, async () => ({
    googleMapsApiKey: app.config.googleMapsApiKey,
  }));
};
