import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { prepareAnswer, sendPrepared, type CachedJson } from '../lib/cached-json';
import {
  appSource,
  chunkFiles,
  modulePreloadLinks,
  readManifest,
  SsrRenderer,
  type SsrPage,
} from './ssr';

export const clientDistDir = path.resolve(
  process.env.CLIENT_DIST_DIR ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client'),
);

const oneYear = 31_536_000;

/** The tags of a page's <head> (title, description, share and search tags) and its status. */
export type PageHeadRenderer = (url: string) => Promise<{ statusCode: number; head: string }>;

/**
 * Puts the server render of the page (ssr.ts) and its styles into the built index.html; without
 * one, preload links for the app's code (`appPreloads`), which the entry loads at once.
 */
export function withServerRender(html: string, rendered: SsrPage | null, appPreloads = ''): string {
  const links = rendered ? rendered.styles : appPreloads;
  const withPreloads = links ? html.replace(/<\/head>/i, () => `${links}</head>`) : html;
  if (!rendered) return withPreloads;
  // Shown, and hidden from assistive technology until the page's code hydrates it; its controls
  // inert until then (controlsInertUntilHydrated).
  const visitor = rendered.signedOut ? ' data-visitor="signed-out"' : '';
  const root = `<div id="root" aria-hidden="true"${visitor}>${controlsInertUntilHydrated(rendered.html)}</div>`;
  return withPreloads.replace(/<div id="root"><\/div>/, () => root);
}

/**
 * The server render's buttons and form fields, made inert (`data-ssr-inert` names them for the
 * client, which makes them live when hydration commits: app/hydrate.tsx): before then a tap would
 * do nothing and text typed into a field would not be the page's. Links and text stay usable.
 * Only the controls, not the whole page: making a whole page live again restyles every element
 * of it (a task of 25 to 40 ms in a traced page, four times that on a slow phone). React escapes
 * `<` in text and attributes, so every `<input` in its markup is a tag.
 */
export function controlsInertUntilHydrated(html: string): string {
  return html.replace(/<(button|input|select|textarea)(?=[\s>/])/g, '<$1 inert data-ssr-inert');
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

const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Serves the built client: hashed assets cached for a year as immutable, everything else
 * revalidated; any path that is not an API or upload path gets the client's index.html, so the
 * client can show its own pages (and its 404 page). Unknown `/api/*` paths are JSON 404s.
 * With `pageHead`, index.html carries each page's own head (features/seo) and the page's status:
 * 404 for a path, beach or post that does not exist. The HTML is revalidated (no-cache, ETag).
 */
export const staticClientPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      root?: string;
      pageHead?: PageHeadRenderer;
      /** Whether the request carries a user's session cookie (signed-in pages render without one). */
      hasSessionCookie?: (request: FastifyRequest) => boolean;
    },
  ) => {
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
    // The app's code (client/src/main.tsx imports it), preloaded with the HTML on pages that are
    // not server-rendered.
    const manifest = hasClient ? readManifest(root) : null;
    const appPreloads = manifest
      ? modulePreloadLinks(chunkFiles(manifest, [appSource]).scripts)
      : '';
    const ssr = hasClient && options.pageHead ? await SsrRenderer.load(app, root) : null;

    /** The server render of the page, or none (not a server-rendered page, or the render failed). */
    async function serverRender(
      request: FastifyRequest,
      statusCode: number,
    ): Promise<SsrPage | null> {
      if (!ssr || (statusCode !== 200 && statusCode !== 404)) return null;
      try {
        return await ssr.render(request.url, statusCode, {
          sessionCookie: options.hasSessionCookie?.(request) ?? true,
        });
      } catch (err) {
        request.log.warn({ err }, 'server render failed; sending the page without it');
        return null;
      }
    }

    /**
     * Pages as sent (body, brotli, gzip, ETag), kept by a key made without reading the body: a
     * server-rendered page is 300 kB, ten times smaller in brotli, and the same page is
     * compressed once.
     */
    const preparedPages = new LRUCache<string, CachedJson>({
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (page) =>
        page.body.length + (page.brotli?.length ?? 0) + (page.gzip?.length ?? 0),
    });
    const prepared = (key: string, body: () => string) => {
      let page = preparedPages.get(key);
      if (!page) {
        page = prepareAnswer(Buffer.from(body()), 5);
        preparedPages.set(key, page);
      }
      return page;
    };

    /** The page's HTML and status; the built file as it is if its head cannot be made. */
    async function pageHtml(
      request: FastifyRequest,
    ): Promise<{ statusCode: number; page: CachedJson }> {
      const plain = () => ({
        statusCode: 200,
        page: prepared('plain', () => withServerRender(indexHtml!, null, appPreloads)),
      });
      if (!options.pageHead || !fillIndex) return plain();
      try {
        const { statusCode, head } = await options.pageHead(request.url);
        const rendered = await serverRender(request, statusCode);
        const page = fillIndex(head);
        // The render's digest stands for it in the key: no hashing of a large page per request.
        const key = etagOf(rendered ? `${page}\u0000${rendered.digest}` : page);
        return {
          statusCode,
          page: prepared(key, () => withServerRender(page, rendered, appPreloads)),
        };
      } catch (err) {
        request.log.warn({ err }, 'page head failed; sending the plain page');
        return plain();
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) {
        return reply.code(404).send({ message: 'Not found' });
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && indexHtml !== null) {
        const { statusCode, page } = await pageHtml(request);
        return sendPrepared(request, reply.code(statusCode), page, 'text/html; charset=utf-8');
      }
      return reply.code(404).send({ message: 'Not found' });
    });
  },
);
