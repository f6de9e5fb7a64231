import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness, latestMigration } from './service';

const okSchema = z.object({ status: z.literal('ok') });
const notReadySchema = z.object({ message: z.string() });

/**
 * Probes for a load balancer or orchestrator: `/healthz` says the process answers, `/readyz` that
 * it can serve (database reachable, this code's migrations applied); 503 `{message}` otherwise.
 * Neither is cached, logged per request, or needs a session.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const latest = latestMigration();

  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { response: { 200: okSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    { logLevel: 'warn', schema: { response: { 200: okSchema, 503: notReadySchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const readiness = await checkReadiness(app.db, latest);
      if (readiness.ready) return { status: 'ok' as const };
      return reply.code(503).send({ message: readiness.reason });
    },
  );
};
