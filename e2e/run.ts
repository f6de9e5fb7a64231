/** `npm run test:e2e`: Chromium checked (or installed), the client built if stale, then Playwright. */
import { spawnSync } from 'node:child_process';
import { buildClient, clientBuildIsStale } from '../scripts/client-build';
import { ensureChromium } from './chromium';

const executable = ensureChromium();
if (clientBuildIsStale()) {
  console.log('Building the client for the browser tests…');
  await buildClient();
}
const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: executable } },
);
process.exit(result.status ?? 1);
