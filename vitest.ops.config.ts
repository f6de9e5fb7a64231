import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const jsonReport = process.env.VITEST_JSON_OUTPUT;

/**
 * `npm run test:ops`: several real server processes on the PostgreSQL server (and Redis), and the
 * load bench against its budget. Kept out of `npm test`'s projects: it needs those servers and
 * minutes of both cores; `.ci/run` calls it after the PostgreSQL database tests.
 */
export default defineConfig({
  resolve: { alias: { '@shared': path.join(root, 'shared'), '@': path.join(root, 'client/src') } },
  test: {
    name: 'ops',
    environment: 'node',
    // ops/: multi-instance and load (operations); server/test/faults/: SIGKILL, database stop, unwritable uploads.
    include: ['ops/**/*.test.ts', 'server/test/faults/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
  },
});
