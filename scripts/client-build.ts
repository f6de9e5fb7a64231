import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Where the client is built; CLIENT_DIST_DIR lets parallel test runs keep builds apart. */
export const clientDistDir = path.resolve(
  process.env.CLIENT_DIST_DIR ?? path.join(root, 'dist/client'),
);
/** The server's SSR module (client/src/entry-server.tsx), beside the client. */
export const serverRenderDir = `${clientDistDir}-ssr`;
export const serverRenderEntry = path.join(serverRenderDir, 'entry-server.js');
const builtIndex = path.join(clientDistDir, 'index.html');
const sources = ['client', 'shared', 'vite.config.ts', 'package.json'].map((entry) =>
  path.join(root, entry),
);

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) =>
      name === 'node_modules' ? newest : Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** True when the client has never been built or a source is newer than the build. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(builtIndex) || !existsSync(serverRenderEntry)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((entry) => newestMtime(entry) > builtAt);
}

/**
 * Builds the client and its SSR module for production, whatever NODE_ENV the caller runs under:
 * Vite keeps a NODE_ENV it finds set, and under Vitest (`npm run test:ops`) that is "test", which
 * compiled the SSR module against React's development JSX runtime, absent from the production
 * server's React (the server then failed to start).
 */
export async function buildClient(): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildBoth();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildBoth(): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: clientDistDir, emptyOutDir: true },
  });
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: path.join(root, 'client/src/entry-server.tsx'),
      outDir: serverRenderDir,
      emptyOutDir: true,
    },
  });
}
