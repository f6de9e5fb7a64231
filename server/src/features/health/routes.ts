import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness, latestMigration } from './service';

const okSchema = z.object({ status: z.literal('ok') });
const checkState = z.enum(['ok', 'failed']);
const checksSchema = z.object({
  database: checkState,
  uploads: checkState,
  outbox: checkState.optional(),
  smtp: z.literal('not checked').optional(),
});
const readySchema = okSchema.extend({ checks: checksSchema });
const notReadySchema = z.object({ message: z.string(), checks: checksSchema });

/**
 * Probes for a load balancer or orchestrator: `/healthz` says the process answers, `/readyz` that
 * it can serve (database reachable with this code's migrations applied, the upload folder and the
 * outbox writable), each dependency in `checks`; 503 `{message, checks}` otherwise.
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
    { logLevel: 'warn', schema: { response: { 200: readySchema, 503: notReadySchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const readiness = await checkReadiness({
        db: app.db,
        latest,
        uploadDir: app.config.uploadDir,
        // The Mailer's folder (app.ts): used only without SMTP_URL.
        outboxDir: app.config.smtpUrl ? null : path.join(app.config.dataDir, 'outbox'),
      });
      if (readiness.ready) return { status: 'ok' as const, checks: readiness.checks };
      return reply.code(503).send({ message: readiness.reason, checks: readiness.checks });
    },
  );
};
