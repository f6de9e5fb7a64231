import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const clientDistDir = path.resolve(
  process.env.CLIENT_DIST_DIR ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client'),
);

const oneYear = 31_536_000;

/**
 * Serves the built client: hashed assets cached for a year as immutable, everything else
 * revalidated; any path that is not an API or upload path gets the client's index.html, so the
 * client can show its own pages (and its 404 page). Unknown `/api/*` paths are JSON 404s.
 */
export const staticClientPlugin = fp(async (app: FastifyInstance, options: { root?: string }) => {
  const root = options.root ?? clientDistDir;
  const indexFile = path.join(root, 'index.html');
  const hasClient = existsSync(indexFile);

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          hashed ? `public, max-age=${oneYear}, immutable` : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  const indexHtml = hasClient ? readFileSync(indexFile) : null;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && indexHtml) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return reply.code(404).send({ message: 'Not found' });
  });
});
