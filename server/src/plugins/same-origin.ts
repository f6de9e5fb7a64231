import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request whose Origin names another site is refused (CONVENTIONS.md); requests
 * without an Origin (curl, server-to-server) and those from our own origin pass.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    let host: string;
    try {
      if (new URL(origin).origin === publicOrigin) return;
      host = new URL(origin).host;
    } catch {
      return reply.code(403).send({ message: 'Cross-site request refused' });
    }
    if (host !== request.headers.host) {
      return reply.code(403).send({ message: 'Cross-site request refused' });
    }
  });
});
