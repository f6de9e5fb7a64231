/** `npm run build`: the client, and the server's SSR module (scripts/client-build.ts). */
import { buildClient, clientDistDir, serverRenderDir } from './client-build';

await buildClient();
console.log(`Built ${clientDistDir} and ${serverRenderDir}`);
