/** `npm start`: builds the client when its build is missing or older than its sources, then serves. */
import { buildClient, clientBuildIsStale } from './client-build';

if (clientBuildIsStale()) {
  console.log('Building the client…');
  await buildClient();
}
await import('../server/src/main');
