/** The server the browser tests run against: the real start-up on a fresh in-memory database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATABASE_URL ??= 'memory://';
// The tests read this run's mail from DATA_DIR/outbox: start it empty.
if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
else process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'ddb-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
await import('../server/src/main');
