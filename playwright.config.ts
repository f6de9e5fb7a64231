import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium';
import { e2eAdmin, e2eDataDir, e2ePort } from './e2e/support/data-dir';

const port = e2ePort();
const baseURL = `http://127.0.0.1:${port}`;

const phone = {
  ...devices['Pixel 7'],
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * The specs that change what the others read (beaches added and deleted, reviews, routes, photos).
 * Their phone and desktop runs pick different beaches (`project.name.startsWith('phone')`).
 */
const writers = /\/(admin|community|csp|photos|profile|toolkit)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // One folder per port, so parallel runs on one machine do not delete each other's traces.
  outputDir: process.env.E2E_PORT ? `./e2e/.artifacts/${port}` : './e2e/.artifacts/run',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'e2e/.artifacts/results.json' }]]
    : 'list',
  use: {
    baseURL,
    // A trace records every action's DOM and screencast: a quarter of the browser tests' time
    // (accessibility.spec.ts: 135 s with it, 103 s without). In CI a failed test's retry records
    // one; locally a failure keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The site's service worker would answer requests that specs route or abort (page.route
    // does not see them): blocked here, allowed in e2e/offline.spec.ts, which tests it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'phone', use: phone, testIgnore: writers },
    { name: 'desktop', use: desktop, testIgnore: writers },
    // After the readers, so counts, orders and ratings they check do not move under them.
    { name: 'phone-writes', use: phone, testMatch: writers, dependencies: ['phone', 'desktop'] },
    {
      name: 'desktop-writes',
      use: desktop,
      testMatch: writers,
      dependencies: ['phone', 'desktop'],
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    url: `${baseURL}/api/config`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      // The specs' requests come from this machine; each sign-up names an address of its own in
      // X-Forwarded-For (e2e/support/accounts.ts), believed only from here.
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: e2eDataDir(port),
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
