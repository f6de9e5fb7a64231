import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * The server's drawing of a public page's first screen (docs/decisions/012-first-screen.md): the
 * client's own components rendered to HTML by the module `npm run build` makes from
 * client/src/entry-server.tsx, with the public API answers, so the page shows before its code
 * has arrived. The browser then renders the page in its place (client/src/main.tsx).
 *
 * Drawn: the home page, the beach list, beach pages, the blog and its posts, each at its plain
 * address (no query string), so the set of drawings is bounded by the catalogue. Pages with forms
 * or an account, and anything else, are sent as before.
 */

export interface ServerRenderModule {
  configureServerRender(fetcher: (path: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string): Promise<string | null>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** Each drawn page: its address and the client module that shows it (for its style links). */
const drawnPages: { pattern: RegExp; source: string }[] = [
  { pattern: /^\/$/, source: 'src/app/routes/home.tsx' },
  { pattern: /^\/beaches$/, source: 'src/app/routes/beaches.tsx' },
  { pattern: /^\/beach\/[^/]+$/, source: 'src/app/routes/beach.tsx' },
  { pattern: /^\/blog$/, source: 'src/app/routes/blog.tsx' },
  { pattern: /^\/blog\/[^/]+$/, source: 'src/app/routes/blog-post.tsx' },
];

const keepMs = 10 * 60_000;

/** What a drawing may not carry into the body: the head's own tags, and any script. */
const headTags =
  /<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>|<script\b[\s\S]*?<\/script>/g;

export interface FirstScreen {
  /** The markup for `<div id="root">`. */
  html: string;
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
  drawnAt: number;
  /** The drawing (null: the page redirects), or none yet. */
  drawing: FirstScreen | null | undefined;
  /** The drawing being made now, if any (one at a time per page). */
  pending: Promise<FirstScreen | null> | null;
}

export class FirstScreens {
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
  static async load(app: FastifyInstance, clientRoot: string): Promise<FirstScreens | null> {
    const entry = path.join(`${clientRoot}-ssr`, 'entry-server.js');
    const manifest = readManifest(clientRoot);
    if (!existsSync(entry) || !manifest) return null;
    const module = (await import(pathToFileURL(entry).href)) as ServerRenderModule;
    module.configureServerRender(async (url) => {
      // The public API, in this process, as nobody: no cookie or other header of the visitor.
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    });
    // The drawing needs its page's styles; its scripts are asked for after the first paint.
    const styles = new Map(
      drawnPages.map(({ source }) => [
        source,
        stylesheetLinks(chunkFiles(manifest, [appSource, source]).styles),
      ]),
    );
    return new FirstScreens(module, styles, () => app.catalogue.version);
  }

  /** The drawing of the page at `url`, or null when this page is not drawn or drawing fails. */
  draw(url: string): Promise<FirstScreen | null> {
    const [pathname = '/', query] = url.split('?', 2);
    if (query !== undefined) return Promise.resolve(null);
    const page = drawnPages.find((candidate) => candidate.pattern.test(pathname));
    if (!page) return Promise.resolve(null);
    const version = this.version();
    const entry = this.cache.get(pathname);
    if (entry?.drawing !== undefined) {
      // Drawn again after any change to the catalogue (on any instance: sync.ts) and every
      // ten minutes (a dog rule's hours), while the last drawing is still sent: the browser
      // renders the page from fresh answers anyway, and no request waits for a drawing.
      const stale = entry.version !== version || Date.now() - entry.drawnAt > keepMs;
      if (stale) void this.redraw(pathname, page.source, version, entry);
      return Promise.resolve(entry.drawing);
    }
    return this.redraw(pathname, page.source, version, entry);
  }

  /** Draws the page once (requests arriving meanwhile share it) and keeps the drawing. */
  private redraw(pathname: string, source: string, version: number, previous?: Entry) {
    if (previous?.pending) return previous.pending;
    const entry: Entry = previous ?? { version, drawnAt: 0, drawing: undefined, pending: null };
    const styles = this.stylesBySource.get(source) ?? '';
    const pending = this.module.renderPage(pathname).then((drawn) => {
      if (drawn === null) return null;
      const html = drawn.replace(headTags, '');
      return { html, styles, digest: createHash('sha256').update(html).digest('base64url') };
    });
    entry.pending = pending;
    pending.then(
      (drawing) => {
        Object.assign(entry, { version, drawnAt: Date.now(), drawing, pending: null });
      },
      // A failed drawing is not kept: the next request tries again.
      () => {
        entry.pending = null;
      },
    );
    this.cache.set(pathname, entry);
    return pending;
  }
}

/** The client module the entry imports to start the app (client/src/main.tsx). */
export const appSource = 'src/app/start.tsx';

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
