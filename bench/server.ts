/**
 * The server a benchmark drives, in a process of its own so that the load generator does not share
 * its event loop: the real app on a seeded database, plus a "ceiling" file per API target holding
 * that target's own body (so exactly the same size, with the same precompressed forms), served by
 * the same server's static files. Prints one JSON line: {origin, targets}.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { seedIfEmpty } from '../server/src/db/seed';

export interface BenchTarget {
  apiPath: string;
  ceilingPath: string;
  bytes: number;
  etag: string;
}

const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddb-bench-data-')),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const handle = await openDatabase(config);
await seedIfEmpty(handle.db);
const clientRoot = mkdtempSync(path.join(tmpdir(), 'ddb-bench-client-'));
writeFileSync(path.join(clientRoot, 'index.html'), '<!doctype html><title>bench</title>');

const probe = await buildApp({ config, db: handle.db, logger: false, clientRoot });
const plainBody = async (url: string) => {
  const response = await probe.inject({ url });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  return { body: response.rawPayload, etag: String(response.headers.etag) };
};
const list = await plainBody('/api/beaches');
const [first] = JSON.parse(list.body.toString()) as { slug: string }[];
if (!first) throw new Error('The catalogue is empty');
const apiPaths = ['/api/beaches', `/api/beaches/${first.slug}`, '/api/stats'];
const targets: BenchTarget[] = [];
for (const [index, apiPath] of apiPaths.entries()) {
  const { body, etag } = await plainBody(apiPath);
  const file = `ceiling-${index}.json`;
  writeFileSync(path.join(clientRoot, file), body);
  if (body.length >= 1024) {
    writeFileSync(path.join(clientRoot, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(clientRoot, `${file}.gz`), gzipSync(body, { level: 9 }));
  }
  targets.push({ apiPath, ceilingPath: `/${file}`, bytes: body.length, etag });
}
await probe.close();

const logger = config.logLevel === 'silent' ? false : { level: config.logLevel };
const app = await buildApp({ config, db: handle.db, logger, clientRoot });
app.addHook('onClose', async () => handle.close());
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (typeof address !== 'object' || !address) throw new Error('The server has no port');
console.log(JSON.stringify({ origin: `http://127.0.0.1:${address.port}`, targets }));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
