import { brotliCompressSync, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

const root = import.meta.dirname;
const apiPort = Number(process.env.API_PORT ?? 5001);

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? path.join(root, 'dist/client');
      const walk = (folder: string): string[] =>
        readdirSync(folder).flatMap((name) => {
          const file = path.join(folder, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(dir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Installable and readable offline (docs/decisions/009-speed-and-offline.md): the manifest, and a
 * generated service worker that precaches the app shell (index.html, the JS and CSS chunks, icons),
 * answers navigations with the shell, keeps the public API answers it has seen (network first, the
 * cache after 3 s or when offline) and the photos under /uploads/ (cache first). Nothing signed-in
 * (/api/auth, /api/admin, /api/my, ...) and no POST is ever cached. The client registers it from
 * client/src/app/service-worker.ts.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
  manifest: {
    id: '/',
    name: 'Devon Dog Beaches',
    short_name: 'Dog Beaches',
    description:
      'Where on the coast of Devon your dog is welcome, when, and what you will find there.',
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b5f8a',
    background_color: '#faf6ee',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/maskable-icon-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The back office is never offline reading: its chunks are fetched when an admin opens it.
    globIgnores: ['**/admin-*.js', '**/*.map'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [
      /^\/api(\/|$)/,
      /^\/uploads\//,
      /^\/og\//,
      /^\/sitemap\.xml$/,
      /^\/robots\.txt$/,
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // The public answers (client/src/app/saved-api.ts: the same pattern, keep them equal).
        // Written out here because the function is copied into the worker as text.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/(beaches(\/.*)?|tides(\/station)?|stats|config|site|blog(\/[^/]+)?)$/.test(
            url.pathname,
          ),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'public-api',
          networkTimeoutSeconds: 3,
          plugins: [
            {
              // A beach is fetched with `?nocache=<time>` (past the HTTP cache): saved
              // under its address without it, so the next visit, offline, finds it.
              cacheKeyWillBeUsed: ({ request }) => {
                const url = new URL(request.url);
                url.searchParams.delete('nocache');
                return Promise.resolve(url.href);
              },
              // What the server says no one may keep (an administrator's view of the blog with
              // its drafts, today's check-ins) is not saved either.
              cacheWillUpdate: ({ response }) =>
                Promise.resolve(
                  /no-store|private/.test(response.headers.get('cache-control') ?? '')
                    ? null
                    : response,
                ),
            },
          ],
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
        method: 'GET',
        handler: 'CacheFirst',
        options: {
          cacheName: 'uploads',
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};

/**
 * `vite build` makes the client (with a manifest: which chunks each page needs, for the server's
 * preload links); `vite build --ssr client/src/entry-server.tsx` makes the module the server
 * renders pages with (SSR), without the service worker or compression.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'client'),
  publicDir: isSsrBuild ? false : path.join(root, 'client/public'),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [VitePWA(pwaOptions), precompress()])],
  // The server's module carries its libraries, built for production (no development React on
  // the server, whatever NODE_ENV says).
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  resolve: {
    alias: {
      '@shared': path.join(root, 'shared'),
      '@': path.join(root, 'client/src'),
    },
  },
  build: {
    outDir: path.join(root, isSsrBuild ? 'dist/client-ssr' : 'dist/client'),
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
    manifest: !isSsrBuild,
    // No preload links for a lazy chunk's imports: Vite's helper appends them from script, some
    // fifty on a beach page in one long task (docs/decisions/012-ssr-and-hydration.md).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Lucide's icons in one chunk, without React (a dependency it would otherwise take
          // along): the entry evaluates React and the icons as separate steps (main.tsx).
          groups: [
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
