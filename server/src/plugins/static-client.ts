import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const clientDistDir = path.resolve(
  process.env.CLIENT_DIST_DIR ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client'),
);

const oneYear = 31_536_000;

/** The tags of a page's <head> (title, description, share and search tags) and its status. */
export type PageHeadRenderer = (url: string) => Promise<{ statusCode: number; head: string }>;

/**
 * index.html as a template: its <title> and description are replaced by the page's head (the
 * rest of the file is left as built). Without a <title> the head goes before </head>.
 */
export function indexTemplate(html: string): (head: string) => string {
  const marker = '\u0000page-head\u0000';
  let text = html.replace(/[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*(\r?\n)?/i, '');
  if (/<title>[\s\S]*?<\/title>/i.test(text)) {
    text = text.replace(/<title>[\s\S]*?<\/title>/i, marker);
  } else if (/<\/head>/i.test(text)) {
    text = text.replace(/<\/head>/i, `${marker}</head>`);
  } else {
    text = `${marker}${text}`;
  }
  const [before = '', after = ''] = text.split(marker);
  return (head) => `${before}${head}${after}`;
}

const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function holdsEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return (
    !!header &&
    header
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .includes(etag)
  );
}

/**
 * Serves the built client: hashed assets cached for a year as immutable, everything else
 * revalidated; any path that is not an API or upload path gets the client's index.html, so the
 * client can show its own pages (and its 404 page). Unknown `/api/*` paths are JSON 404s.
 * With `pageHead`, index.html carries each page's own head (features/seo) and the page's status:
 * 404 for a path, beach or post that does not exist. The HTML is revalidated (no-cache, ETag).
 */
export const staticClientPlugin = fp(
  async (app: FastifyInstance, options: { root?: string; pageHead?: PageHeadRenderer }) => {
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
    const indexHtml = hasClient ? readFileSync(indexFile, 'utf8') : null;
    const fillIndex = indexHtml === null ? null : indexTemplate(indexHtml);
    const plainEtag = indexHtml === null ? '' : etagOf(indexHtml);

    /** The page's HTML and status; the built file as it is if its head cannot be made. */
    async function pageHtml(request: FastifyRequest) {
      if (!options.pageHead || !fillIndex)
        return { statusCode: 200, body: indexHtml!, etag: plainEtag };
      try {
        const { statusCode, head } = await options.pageHead(request.url);
        const body = fillIndex(head);
        return { statusCode, body, etag: etagOf(body) };
      } catch (err) {
        request.log.warn({ err }, 'page head failed; sending the plain page');
        return { statusCode: 200, body: indexHtml!, etag: plainEtag };
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) {
        return reply.code(404).send({ message: 'Not found' });
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && indexHtml !== null) {
        const page = await pageHtml(request);
        reply
          .code(page.statusCode)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('etag', page.etag);
        if (page.statusCode === 200 && holdsEtag(request, page.etag)) return reply.code(304).send();
        return reply.send(page.body);
      }
      return reply.code(404).send({ message: 'Not found' });
    });
  },
);
