import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configSchema, siteConfigSchema } from '@shared/site-config';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/config', { schema: { response: { 200: configSchema } } }, async () => ({
    googleMapsApiKey: app.config.googleMapsApiKey,
  }));

  app.get('/api/site', { schema: { response: { 200: siteConfigSchema } } }, async () => ({
    publicUrl: app.config.publicUrl,
    heroVideoUrl: app.config.heroVideoUrl,
    analyticsScriptUrl: app.config.analyticsScriptUrl,
  }));
};
