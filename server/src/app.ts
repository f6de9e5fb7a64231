import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { BeachCatalogue } from './features/beaches/service';
import { beachRoutes } from './features/beaches/routes';
import { configRoutes } from './features/config/routes';
import { dayPlanRoutes } from './features/day-plan/routes';
import { tideRoutes } from './features/tides/routes';
import { errorsPlugin } from './plugins/errors';
import { sameOriginPlugin } from './plugins/same-origin';
import { staticClientPlugin } from './plugins/static-client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    catalogue: BeachCatalogue;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built client; defaults to dist/client. */
  clientRoot?: string;
}

/** Builds the whole app (used by start-up, tests and benchmarks alike). */
export async function buildApp({ config, db, logger, clientRoot }: AppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('catalogue', new BeachCatalogue(db));

  await app.register(errorsPlugin);
  await app.register(sameOriginPlugin, { publicUrl: config.publicUrl });
  await app.register(beachRoutes);
  await app.register(configRoutes);
  await app.register(tideRoutes);
  await app.register(dayPlanRoutes);
  await app.register(staticClientPlugin, { root: clientRoot });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
