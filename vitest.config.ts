import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = {
  '@shared': path.join(root, 'shared'),
  '@': path.join(root, 'client/src'),
};

const jsonReport = process.env.VITEST_JSON_OUTPUT;

/**
 * The client's test files, split by whether they replace a module (`vi.mock`): those run each in
 * a fresh environment, the rest share one per worker (jsdom set up once, not per file: 137 s to
 * 45 s here). A module mocked in a shared environment could already be loaded unmocked.
 */
const clientTests = (function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return walk(file);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(root, file)] : [];
  });
})(path.join(root, 'client'));
const mocking = clientTests.filter((file) =>
  readFileSync(path.join(root, file), 'utf8').includes('vi.mock('),
);

/**
 * A component test's first lazy chunk (the toaster, the CAPTCHA widget) is transformed on first
 * use; on a busy 2-core machine that alone took over 5 s once (the contact form's failure test).
 * 15 s leaves room for that without letting a hung test run long.
 */
const clientTestTimeout = 15_000;

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
          include: [
            'server/**/*.test.ts',
            'shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
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
          exclude: [...mocking, '**/node_modules/**'],
          setupFiles: ['client/src/testing/setup.ts'],
          testTimeout: clientTestTimeout,
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client-mocking',
          environment: 'jsdom',
          include: mocking,
          setupFiles: ['client/src/testing/setup.ts'],
          testTimeout: clientTestTimeout,
        },
      },
    ],
  },
});
