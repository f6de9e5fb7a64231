import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = {
  '@shared': path.join(root, 'shared'),
  '@': path.join(root, 'client/src'),
};

const jsonReport = process.env.VITEST_JSON_OUTPUT;

export default defineConfig({
  test: {
    // CI also writes a JSON report, which .ci/run sums into its closing line.
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Real processes killed and databases stopped: `npm run test:ops` (vitest.ops.config.ts).
          exclude: ['server/test/faults/**', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/testing/setup.ts'],
        },
      },
    ],
  },
});
