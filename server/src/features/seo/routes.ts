import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BlogPost } from '@shared/blog';
import { blogPostPath } from '@shared/blog-structured-data';
import { beachPageDay } from '@shared/list-day';
import { parseLocalDate } from '@shared/london-time';
import { holdsEtag } from '../../lib/cached-json';
import { HttpError } from '../../lib/http-errors';
import { BlogService, toBlogPost } from '../blog/service';
import {
  beachHead,
  beachNotFoundTitle,
  beachesHead,
  blogHead,
  homeHead,
  notFoundHead,
  pageNotFoundTitle,
  planHead,
  postHead,
  postNotFoundTitle,
  renderHead,
  staticHead,
  type PageHead,
} from './head';
import { OgImages, ogVersion, siteOgVersion, type OgFormat } from './og-image';

/** Published posts are read at most once a minute for the blog page's head and the sitemap. */
const postsTtlMs = 60_000;

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What crawlers and messengers read of each page: the head (from the in-memory beach catalogue and
 * one indexed query for a post), the sitemap and the share images.
 */
export class SeoPages {
  readonly images: OgImages;
  private readonly blog: BlogService;
  private posts: { at: number; list: Promise<BlogPost[]> } | null = null;

  constructor(private readonly app: FastifyInstance) {
    this.images = new OgImages(app.config.uploadDir);
    this.blog = new BlogService(app.db);
  }

  private get origin() {
    return this.app.config.publicUrl;
  }

  /** The published posts, newest first, read again after a minute. */
  publishedPosts(): Promise<BlogPost[]> {
    const now = Date.now();
    if (!this.posts || now - this.posts.at >= postsTtlMs) {
      const list = this.blog
        .list({ includeDrafts: false })
        .then((rows) => rows.map(toBlogPost))
        .catch((error: unknown) => {
          this.posts = null;
          throw error;
        });
      this.posts = { at: now, list };
    }
    return this.posts.list;
  }

  /** The head of the page at `url` (path and query), with the status the page answers. */
  async head(url: string): Promise<PageHead> {
    const [rawPath = '/', rawQuery = ''] = url.split('?', 2);
    const query = new URLSearchParams(rawQuery);
    // "/beaches/" is "/beaches" (React Router ignores a trailing slash too).
    const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
    const origin = this.origin;
    if (pathname === '/') return homeHead(origin);
    if (pathname === '/beaches') return beachesHead(origin);
    if (pathname === '/blog') return blogHead(await this.publishedPosts(), origin);
    if (pathname === '/plan') return planHead(query, origin);

    const beachMatch = /^\/beach\/([^/]+)$/.exec(pathname);
    if (beachMatch) {
      const identifier = decodeSegment(beachMatch[1]!);
      if (identifier === null) return notFoundHead(beachNotFoundTitle, origin);
      try {
        const beach = await this.app.catalogue.find(identifier);
        const day = beachPageDay(query.get('date'));
        return beachHead(
          beach,
          origin,
          this.app.config.uploadDir,
          day ? parseLocalDate(day) : null,
        );
      } catch (error) {
        if (isNotFound(error)) return notFoundHead(beachNotFoundTitle, origin);
        throw error;
      }
    }

    const postMatch = /^\/blog\/([^/]+)$/.exec(pathname);
    if (postMatch) {
      const slug = decodeSegment(postMatch[1]!);
      if (slug === null || slug.length > 200) return notFoundHead(postNotFoundTitle, origin);
      try {
        const row = await this.blog.findBySlug(slug, { includeDrafts: false });
        return postHead(toBlogPost(row), origin);
      } catch (error) {
        if (isNotFound(error)) return notFoundHead(postNotFoundTitle, origin);
        throw error;
      }
    }

    const page = staticHead(pathname, query, origin);
    if (page) return page;
    return notFoundHead(pageNotFoundTitle, origin);
  }

  /** The rendered tags and status for static-client to put into index.html. */
  async pageHead(url: string): Promise<{ statusCode: number; head: string }> {
    const head = await this.head(url);
    return { statusCode: head.status, head: renderHead(head, this.origin) };
  }

  async sitemap(): Promise<string> {
    const [beaches, posts] = await Promise.all([this.app.catalogue.all(), this.publishedPosts()]);
    const newest = (dates: string[]) =>
      dates.reduce<string | null>(
        (latest, date) => (!latest || date > latest ? date : latest),
        null,
      );
    const beachesChanged = newest(beaches.map((beach) => beach.updatedAt));
    const blogChanged = newest(posts.map((post) => post.updatedAt));
    const entries: { path: string; lastmod: string | null }[] = [
      { path: '/', lastmod: beachesChanged },
      { path: '/beaches', lastmod: beachesChanged },
      { path: '/blog', lastmod: blogChanged },
      { path: '/plan', lastmod: null },
      { path: '/contact', lastmod: null },
      ...beaches.map((beach) => ({
        path: `/beach/${encodeURIComponent(beach.slug)}`,
        lastmod: beach.updatedAt,
      })),
      ...posts.map((post) => ({ path: blogPostPath(post.slug), lastmod: post.updatedAt })),
    ];
    const escapeXml = (text: string) =>
      text.replace(
        /[&<>"']/g,
        (char) =>
          ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
      );
    const urls = entries.map(
      (entry) =>
        `  <url><loc>${escapeXml(new URL(entry.path, this.origin).href)}</loc>` +
        (entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '') +
        '</url>',
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api',
      '',
      `Sitemap: ${this.origin}/sitemap.xml`,
      '',
    ].join('\n');
  }
}

const oneYear = 31_536_000;
const oneHour = 3600;

/**
 * Sends a share image: `?v=` naming the current version is cached for good (a change makes a new
 * URL); any other address for an hour. Either way with an ETag, so a revalidation costs nothing.
 */
async function sendImage(
  request: FastifyRequest<{ Querystring: { v?: string } }>,
  reply: FastifyReply,
  version: string,
  format: OgFormat,
  render: () => Promise<Buffer>,
) {
  const etag = `"${version}-${format}"`;
  reply
    .header('etag', etag)
    .header(
      'cache-control',
      request.query.v === version
        ? `public, max-age=${oneYear}, immutable`
        : `public, max-age=${oneHour}`,
    )
    .header('x-content-type-options', 'nosniff');
  if (holdsEtag(request, etag)) return reply.code(304).send();
  return reply.type(format === 'png' ? 'image/png' : 'image/jpeg').send(await render());
}

const imageQuery = z.object({ v: z.string().max(64).optional() });

/** /sitemap.xml, /robots.txt and the share images under /og/. */
export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoPages }> = async (app, { seo }) => {
  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await seo.sitemap();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('etag', `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`)
      .send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(seo.robots()),
  );

  app.get(
    '/og/beach/:file',
    { schema: { params: z.object({ file: z.string().max(300) }), querystring: imageQuery } },
    async (request, reply) => {
      const match = /^(.+)\.(png|jpg)$/.exec(request.params.file);
      if (!match) throw new HttpError(404, 'Not found');
      const beach = await app.catalogue.find(match[1]!);
      // The page points at .jpg for a photo and .png for a drawing; either extension works.
      const format: OgFormat = match[2] === 'png' ? 'png' : 'jpeg';
      return sendImage(request, reply, ogVersion(beach), format, () =>
        seo.images.beach(beach, format),
      );
    },
  );

  app.get('/og/site.png', { schema: { querystring: imageQuery } }, async (request, reply) =>
    sendImage(request, reply, siteOgVersion, 'png', () => seo.images.site()),
  );
};
