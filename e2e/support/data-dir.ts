import path from 'node:path';

/**
 * Where the browser tests' server keeps its data (database in memory, but the outbox on disk), one
 * folder per port: the tests read the e-mails it "sends" from `<this>/outbox`.
 */
export const e2eDataDir = (port: number) =>
  path.join(import.meta.dirname, '..', '.artifacts', `data-${port}`);

export const e2ePort = () => Number(process.env.E2E_PORT ?? 5179);

/** The administrator the test server creates at start-up (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const e2eAdmin = { username: 'e2e-warden', password: 'e2e-harbour-master' };
