import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme, host, port) an Origin header names, or null for `null` and anything else. */
function originOf(header: string): string | null {
  try {
    return new URL(header).origin;
  } catch {
    return null;
  }
}

/**
 * A state-changing request whose Origin is not exactly the site's own (PUBLIC_URL's scheme, host
 * and port) is refused. The Host header is not compared: a page on a name that resolves to this
 * server (DNS rebinding) would send a matching one. Requests without an Origin (curl,
 * server-to-server) pass; `Origin: null` (a sandboxed frame, a file, some redirects) does not.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (originOf(origin) !== publicOrigin) {
      return reply.code(403).send({ message: 'Cross-site request refused' });
    }
  });
});
