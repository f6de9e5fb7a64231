import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCompress } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { FirstScreens, type FirstScreen } from './first-screen';

export const clientDistDir = path.resolve(
  process.env.CLIENT_DIST_DIR ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client'),
);

const oneYear = 31_536_000;

/** The tags of a page's <head> (title, description, share and search tags) and its status. */
export type PageHeadRenderer = (url: string) => Promise<{ statusCode: number; head: string }>;

/** Puts the server's drawing of the page (first-screen.ts) into the built index.html. */
export function withFirstScreen(html: string, screen: FirstScreen | null): string {
  if (!screen) return html;
  // Shown, but inert and hidden from assistive technology until the page's code replaces it.
  const root = `<div id="root" inert aria-hidden="true">${screen.html}</div>`;
  return html
    .replace(/<\/head>/i, `${screen.preloads}</head>`)
    .replace(/<div id="root"><\/div>/, () => root);
}

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

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/** The encoding to send a page in: brotli, else gzip, as the request's Accept-Encoding allows. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
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
    const firstScreens = hasClient && options.pageHead ? await FirstScreens.load(app, root) : null;

    /** The server's drawing of the page, or none (not a drawn page, or the drawing failed). */
    async function firstScreen(request: FastifyRequest): Promise<FirstScreen | null> {
      if (!firstScreens) return null;
      try {
        return await firstScreens.draw(request.url);
      } catch (err) {
        request.log.warn({ err }, 'drawing the first screen failed; sending the page without it');
        return null;
      }
    }

    const compressedPages = new LRUCache<string, Buffer>({
      maxSize: 32 * 1024 * 1024,
      sizeCalculation: (body) => body.length,
    });
    /** The page compressed (off the event loop), kept by its ETag: the same page costs it once. */
    async function compressed(page: { body: string; etag: string }, encoding: 'br' | 'gzip') {
      const key = `${encoding}:${page.etag}`;
      let body = compressedPages.get(key);
      if (!body) {
        body =
          encoding === 'br'
            ? await brotli(page.body, {
                params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
              })
            : await gzip(page.body);
        compressedPages.set(key, body);
      }
      return body;
    }

    /** The page's HTML and status; the built file as it is if its head cannot be made. */
    async function pageHtml(request: FastifyRequest) {
      if (!options.pageHead || !fillIndex)
        return { statusCode: 200, body: indexHtml!, etag: plainEtag };
      try {
        const { statusCode, head } = await options.pageHead(request.url);
        const screen = statusCode === 200 ? await firstScreen(request) : null;
        const page = fillIndex(head);
        // The drawing's digest stands for it in the ETag: no hashing of a large page per request.
        const etag = etagOf(screen ? `${page}\u0000${screen.digest}` : page);
        return { statusCode, body: withFirstScreen(page, screen), etag };
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
        reply.header('vary', 'accept-encoding');
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (!encoding || request.method !== 'GET') return reply.send(page.body);
        // A page with its first screen drawn is ten times smaller in brotli.
        return reply.header('content-encoding', encoding).send(await compressed(page, encoding));
      }
      return reply.code(404).send({ message: 'Not found' });
    });
  },
);
