/** `npm start`: builds the client when its build is missing or older than its sources, then serves. */
import { buildClient, clientBuildIsStale, serverRenderEntry } from './client-build';
import { existsSync } from 'node:fs';

/** Vite and the client's packages are dev dependencies: a production install cannot build. */
async function canBuild(): Promise<boolean> {
  try {
    await import('vite');
    return true;
  } catch {
    return false;
  }
}

if (clientBuildIsStale()) {
  if (await canBuild()) {
    console.log('Building the client…');
    await buildClient();
  } else if (existsSync(serverRenderEntry)) {
    console.warn('The client build may be older than its sources; serving it (run npm run build).');
  } else {
    console.error('No client build: run `npm ci && npm run build` before `npm ci --omit=dev`.');
    process.exit(1);
  }
}
await import('../server/src/main');
