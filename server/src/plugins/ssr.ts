import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { beachPageDay, parseListDay } from '@shared/list-day';
import { formatLocalDate, todayInLondon } from '@shared/london-time';

/**
 * Server-side rendering (SSR) of public pages (docs/decisions/012-ssr-and-hydration.md): the
 * client's own components rendered to HTML by the module `npm run build` makes from
 * client/src/entry-server.tsx, with the public API's responses, so the page shows before its code
 * has arrived. The browser then hydrates it (client/src/app/hydrate.tsx).
 *
 * Every page a visitor can open is server-rendered: the public pages, the account and community
 * pages (what belongs to the signed-in user is filled in by the browser after load: the server
 * renders as nobody) and the not-found page. Each is rendered at its plain path, or with the few
 * query values that change its markup (`renderQuery`), so the set of rendered pages is bounded by
 * the catalogue. A page with any other query string (the beach list's filters but its day) and
 * the administrator's dashboard are sent as an empty shell the client renders.
 */

export interface ServerRenderModule {
  configureServerRender(fetcher: (path: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string, options?: { signedOut?: boolean }): Promise<string | null>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** A server-rendered page: its path and the client module that shows it (for its style links). */
interface SsrPageKind {
  pattern: RegExp;
  source: string;
  /**
   * The query string the page is rendered with, made only of the values that change its markup,
   * or null when the page is not server-rendered with this query. By default only the plain path
   * is rendered.
   */
  renderQuery?: (params: URLSearchParams) => string | null;
  /**
   * A page for a signed-in user: a request without a session cookie is rendered as a signed-out
   * visitor sees it ("Sign In Required"), any other as "checking that you are signed in".
   */
  signedInPage?: true;
}

const plainPathOnly = (params: URLSearchParams) => (params.size === 0 ? '' : null);

/** Whether the query holds no other key than `key` (the one value that changes the markup). */
const onlyParam = (params: URLSearchParams, key: string) =>
  [...params.keys()].every((name) => name === key);

/**
 * The beach list with a chosen day (today to a year ahead in London, written as the browser
 * writes it) is rendered, so a shared "dogs allowed on Saturday" link shows at once; any other
 * filter leaves the list to the browser. A day it would not read is rendered as the plain list,
 * which is what the browser then shows too.
 */
export function beachesRenderQuery(params: URLSearchParams, now = new Date()): string | null {
  if (!onlyParam(params, 'dogsAllowedOn')) return null;
  const day = parseListDay(params.get('dogsAllowedOn'), now);
  return day ? `dogsAllowedOn=${day}` : '';
}

/**
 * A beach page on a chosen day (`?date=`, tomorrow to a year ahead in London) is rendered on that
 * day, so a shared "Woolacombe on 15 July" link opens on it; today's date is the plain page.
 */
export function beachRenderQuery(params: URLSearchParams, now = new Date()): string | null {
  if (!onlyParam(params, 'date')) return null;
  const day = beachPageDay(params.get('date'), now);
  return day ? `date=${day}` : '';
}

const ssrPages: SsrPageKind[] = [
  { pattern: /^\/$/, source: 'src/app/routes/home.tsx' },
  {
    pattern: /^\/beaches$/,
    source: 'src/app/routes/beaches.tsx',
    renderQuery: beachesRenderQuery,
  },
  {
    pattern: /^\/beach\/[^/]+$/,
    source: 'src/app/routes/beach.tsx',
    renderQuery: beachRenderQuery,
  },
  { pattern: /^\/blog$/, source: 'src/app/routes/blog.tsx' },
  { pattern: /^\/blog\/[^/]+$/, source: 'src/app/routes/blog-post.tsx' },
  { pattern: /^\/plan$/, source: 'src/app/routes/plan.tsx' },
  {
    pattern: /^\/auth$/,
    source: 'src/app/routes/auth.tsx',
    // The tab shows; `returnTo` only says where to go after signing in.
    renderQuery: (params) => (params.get('tab') === 'signup' ? 'tab=signup' : ''),
  },
  { pattern: /^\/forgot-password$/, source: 'src/app/routes/forgot-password.tsx' },
  {
    pattern: /^\/reset-password$/,
    source: 'src/app/routes/reset-password.tsx',
    // With a token the form shows, without one the way to ask for a new link; the token itself
    // is never in the markup (nor in a render kept for other visitors).
    renderQuery: (params) => (params.get('token')?.trim() ? 'token=from-the-link' : ''),
  },
  { pattern: /^\/contact$/, source: 'src/app/routes/contact.tsx' },
  { pattern: /^\/profile$/, source: 'src/app/routes/profile.tsx', signedInPage: true },
  {
    pattern: /^\/community\/upload$/,
    source: 'src/app/routes/community-upload.tsx',
    signedInPage: true,
  },
  {
    pattern: /^\/community\/feedback$/,
    source: 'src/app/routes/community-feedback.tsx',
    signedInPage: true,
  },
  { pattern: /^\/admin\/login$/, source: 'src/app/routes/admin-login.tsx' },
];

/**
 * The page of any path the site does not know (a 404), rendered once at this path and sent for
 * all of them: its markup does not depend on the path.
 */
const notFoundPage = { url: '/404', source: 'src/app/routes/not-found.tsx' };

/** Paths whose 404 is a page of its own kind (a beach or a post that does not exist). */
const ownNotFound = /^\/(beach|blog)\//;

const keepMs = 10 * 60_000;

/** What a server render may not carry into the body: the head's own tags, and any script. */
const headTags =
  /<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>|<script\b[\s\S]*?<\/script>/g;

export interface SsrPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** Rendered as a signed-out visitor sees the page (the request had no session cookie). */
  signedOut: boolean;
  /** A digest of the markup, for the page's ETag. */
  digest: string;
  /**
   * The stylesheets of the page's code, for the end of `<head>`. Not its scripts: those are asked
   * for after the first paint (client/src/main.tsx), so nothing but the HTML and its styles comes
   * before it, on a phone's weak signal or in Lighthouse's simulation of one.
   */
  styles: string;
}

interface Entry {
  version: number;
  renderedAt: number;
  /** The server render (null: the page redirects), or none yet. */
  page: SsrPage | null | undefined;
  /** The render in progress, if any (one at a time per page). */
  pending: Promise<SsrPage | null> | null;
}

/** One render: the address given to the app, its page's module, and whether as a signed-out visitor. */
interface RenderTarget {
  url: string;
  source: string;
  signedOut: boolean;
}

/** Renders public pages on the server and keeps each render (stale-while-revalidate). */
export class SsrRenderer {
  private readonly cache = new LRUCache<string, Entry>({ max: 2000 });

  /** Made by `load`; a test gives its own module, style links and catalogue version. */
  constructor(
    private readonly module: Pick<ServerRenderModule, 'renderPage'>,
    private readonly stylesBySource: Map<string, string>,
    private readonly version: () => number,
  ) {}

  /**
   * Loads the built module beside the client build (`{clientRoot}-ssr`), or null when there is
   * none (tests that serve no client, a build older than this feature).
   */
  static async load(app: FastifyInstance, clientRoot: string): Promise<SsrRenderer | null> {
    const entry = path.join(`${clientRoot}-ssr`, 'entry-server.js');
    const manifest = readManifest(clientRoot);
    if (!existsSync(entry) || !manifest) return null;
    const module = (await import(pathToFileURL(entry).href)) as ServerRenderModule;
    module.configureServerRender(async (url) => {
      // The public API, in this process, as nobody: no cookie or other header of the visitor.
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      return new Response(response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    });
    // The server render needs its page's styles; its scripts are loaded after the first paint.
    const styles = new Map(
      [...ssrPages, notFoundPage].map(({ source }) => [
        source,
        stylesheetLinks(chunkFiles(manifest, [appSource, source]).styles),
      ]),
    );
    return new SsrRenderer(module, styles, () => app.catalogue.version);
  }

  /**
   * The server render of the page at `url` answered with `status`, or null when this page is not
   * server-rendered. `sessionCookie`: whether the request carries a user's session cookie (when
   * not known, as if it did: a signed-in page then says it is checking).
   */
  render(
    url: string,
    status: 200 | 404 = 200,
    { sessionCookie = true }: { sessionCookie?: boolean } = {},
  ): Promise<SsrPage | null> {
    const target = this.target(url, status, sessionCookie);
    if (!target) return Promise.resolve(null);
    // A render is kept for its London day only: "today" on every page is that day, and a render
    // of yesterday sent after midnight would differ from the page the browser hydrates (React
    // would render it all anew). The first request of a day waits for its render.
    const visitor = target.signedOut ? '#signed-out' : '';
    const key = `${formatLocalDate(todayInLondon())} ${target.url}${visitor}`;
    const version = this.version();
    const entry = this.cache.get(key);
    if (entry?.page !== undefined) {
      // Rendered again after any change to the catalogue (on any instance: sync.ts) and every
      // ten minutes (a dog rule's hours), while the last render is still sent: the browser
      // fetches fresh responses before it hydrates anyway, and no request waits for a render.
      const stale = entry.version !== version || Date.now() - entry.renderedAt > keepMs;
      if (stale) void this.renderAndKeep(key, target, version, entry);
      return Promise.resolve(entry.page);
    }
    return this.renderAndKeep(key, target, version, entry);
  }

  /** What to render for `url`: the address rendered, its page's module and visitor, if anything. */
  private target(url: string, status: 200 | 404, sessionCookie: boolean): RenderTarget | null {
    const [pathname = '/', query = ''] = url.split('?', 2);
    if (status === 404) {
      return ownNotFound.test(pathname)
        ? null
        : { url: notFoundPage.url, source: notFoundPage.source, signedOut: false };
    }
    const kind = ssrPages.find((candidate) => candidate.pattern.test(pathname));
    if (!kind) return null;
    const renderQuery = (kind.renderQuery ?? plainPathOnly)(new URLSearchParams(query));
    if (renderQuery === null) return null;
    const signedOut = kind.signedInPage === true && !sessionCookie;
    const address = renderQuery ? `${pathname}?${renderQuery}` : pathname;
    return { url: address, source: kind.source, signedOut };
  }

  /** Renders the page once (requests arriving meanwhile share it) and keeps the result. */
  private renderAndKeep(
    key: string,
    { url, source, signedOut }: RenderTarget,
    version: number,
    previous?: Entry,
  ) {
    if (previous?.pending) return previous.pending;
    const entry: Entry = previous ?? { version, renderedAt: 0, page: undefined, pending: null };
    const styles = this.stylesBySource.get(source) ?? '';
    const pending = this.module.renderPage(url, { signedOut }).then((markup) => {
      if (markup === null) return null;
      const html = markup.replace(headTags, '');
      const digest = createHash('sha256').update(html).digest('base64url');
      return { html, styles, digest, signedOut };
    });
    entry.pending = pending;
    pending.then(
      (page) => {
        Object.assign(entry, { version, renderedAt: Date.now(), page, pending: null });
      },
      // A failed render is not kept: the next request tries again.
      () => {
        entry.pending = null;
      },
    );
    this.cache.set(key, entry);
    return pending;
  }
}

/** The client module the entry imports to start the app (client/src/main.tsx). */
export const appSource = 'src/app/hydrate.tsx';

/** The built client's manifest (Vite's), or null when the build has none. */
export function readManifest(clientRoot: string): Manifest | null {
  const file = path.join(clientRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The built files of `sources` and every chunk they import, but those the HTML's entry names. */
export function chunkFiles(
  manifest: Manifest,
  sources: string[],
): { scripts: string[]; styles: string[] } {
  const inEntry = new Set<string>(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || inEntry.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { scripts, styles };
}

export const modulePreloadLinks = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

export const stylesheetLinks = (files: string[]) =>
  files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
