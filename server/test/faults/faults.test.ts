import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailableMessage } from '../../src/plugins/errors';
import { communityPhotoFiles, photoStorageFailed } from '../../src/features/photos/service';
import { multipartBody } from '../multipart';
import { signUp, startServer, type ServerProcess } from './server-process';

/**
 * Faults on real processes (docs/product.md, "Operations"): the server killed with SIGKILL
 * mid-write, its database stopped under it, its upload folder made unwritable. Run by
 * `npm run test:ops`.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const temporary = (label: string) => mkdtempSync(path.join(tmpdir(), `ddb-fault-${label}-`));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null)
      server.child.kill('SIGKILL');
  }
});
const start = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args);
  running.push(server);
  return server;
};

interface Photo {
  id: number;
  photoUrl: string;
  width: number | null;
  srcSet: string;
}
const widthsOf = (photo: Photo) =>
  photo.srcSet.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)![1]));

let beachId: number;
let photoFile: Buffer;
beforeAll(async () => {
  // A large, noisy photo: encoding three widths of it takes long enough to be caught mid-way.
  photoFile = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
});

async function uploadPhotos(server: ServerProcess, cookie: string, count = 2) {
  const body = await multipartBody(
    Array.from({ length: count }, (_, index) => ({
      name: `p${index}.jpg`,
      type: 'image/jpeg',
      data: photoFile,
    })),
  );
  return fetch(`${server.url}/api/beaches/${beachId}/community-photos-bulk`, {
    method: 'POST',
    headers: { ...body.headers, cookie },
    body: new Uint8Array(body.payload),
  });
}
const getJson = async <T>(server: ServerProcess, url: string, cookie = '') => {
  const response = await fetch(`${server.url}${url}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
const firstBeachId = async (server: ServerProcess) =>
  (await getJson<{ id: number }[]>(server, '/api/beaches'))[0]!.id;

const databases: {
  name: string;
  env: () => Record<string, string>;
  cleanup?: () => Promise<void>;
}[] = [{ name: 'PGlite on disk', env: () => ({}) }];
const sharedPostgres = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : null;
if (sharedPostgres) {
  const name = `ddb_fault_${randomBytes(4).toString('hex')}`;
  const target = new URL(sharedPostgres);
  target.pathname = `/${name}`;
  databases.push({
    name: 'PostgreSQL',
    env: () => ({ DATABASE_URL: target.toString() }),
    async cleanup() {
      const client = new pg.Client({ connectionString: sharedPostgres });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  });
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: sharedPostgres });
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
  });
}

describe.each(databases.map((database, index) => [database.name, database, index] as const))(
  'SIGKILL in the middle of photo uploads and feedback writes (%s)',
  (_name, database, index) => {
    afterAll(async () => database.cleanup?.());

    it('leaves every row whole or absent, and no orphan or half-written file', async () => {
      const dataDir = temporary('kill');
      const port = 5451 + index;
      const env = database.env();
      let server = await start({ port, dataDir, env });
      beachId = await firstBeachId(server);
      // Six users, each within their per-user write quotas (2 uploads of 2 photos, 10 feedback
      // posts), so every write below is one the server takes on rather than refuses.
      const cookies: string[] = [];
      for (let user = 0; user < 6; user++) cookies.push(await signUp(server, dataDir));

      // Many writes at once; the process is killed once some have been answered.
      const acknowledgedPhotos: number[] = [];
      const acknowledgedFeedback: number[] = [];
      const sent = new Set<string>();
      const writes: Promise<unknown>[] = [];
      for (let round = 0; round < 12; round++) {
        const writer = cookies[round % cookies.length]!;
        writes.push(
          uploadPhotos(server, writer)
            .then(async (response) => {
              if (response.status === 201) {
                const body = (await response.json()) as { photos: Photo[] };
                acknowledgedPhotos.push(...body.photos.map((photo) => photo.id));
              }
            })
            .catch(() => undefined),
        );
        for (let item = 0; item < 5; item++) {
          const content = `Fault feedback ${round}-${item} ${'x'.repeat(200)}`;
          sent.add(content);
          writes.push(
            fetch(`${server.url}/api/feedback`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: writer },
              body: JSON.stringify({ beachId, feedbackType: 'comment', content }),
            })
              .then(async (response) => {
                if (response.status === 201)
                  acknowledgedFeedback.push(((await response.json()) as { id: number }).id);
              })
              .catch(() => undefined),
          );
        }
      }
      for (let waited = 0; acknowledgedPhotos.length === 0 && waited < 60_000; waited += 20)
        await sleep(20);
      await sleep(150);
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(writes);
      expect(acknowledgedPhotos.length).toBeGreaterThan(0);
      // Some writes were cut off: otherwise the kill came too late to test anything.
      expect(acknowledgedPhotos.length).toBeLessThan(24);

      const folder = path.join(dataDir, 'uploads', 'community');
      const leftBehind = readdirSync(folder);
      // What the kill left is older than the sweep's grace by the time a real restart happens.
      const old = new Date(Date.now() - 10 * 60_000);
      for (const name of leftBehind) utimesSync(path.join(folder, name), old, old);

      server = await start({ port, dataDir, env });
      const photos: Photo[] = [];
      const feedback: { id: number; content: string }[] = [];
      for (const cookie of cookies) {
        photos.push(...(await getJson<Photo[]>(server, '/api/my/photos', cookie)));
        feedback.push(...(await getJson<typeof feedback>(server, '/api/my/feedback', cookie)));
      }

      // Every answered write survived; nothing else was made up.
      expect(photos.map((photo) => photo.id)).toEqual(expect.arrayContaining(acknowledgedPhotos));
      expect(feedback.map((item) => item.id)).toEqual(expect.arrayContaining(acknowledgedFeedback));
      for (const item of feedback) expect(sent.has(item.content)).toBe(true);

      // Every row has all its files, each a whole WebP; every file belongs to a row.
      const expected = new Set<string>();
      for (const photo of photos) {
        for (const file of communityPhotoFiles({ ...photo, variantWidths: widthsOf(photo) })) {
          expected.add(path.basename(file));
          const metadata = await sharp(path.join(dataDir, 'uploads', file)).metadata();
          expect(metadata.format).toBe('webp');
        }
      }
      const files = readdirSync(folder);
      expect(files.filter((name) => !expected.has(name))).toEqual([]);
      expect([...expected].filter((name) => !files.includes(name))).toEqual([]);
      console.info(
        `[faults] ${database.name}: ${acknowledgedPhotos.length} photos and ${acknowledgedFeedback.length} feedback acknowledged before SIGKILL; after restart ${photos.length} photo rows, ${feedback.length} feedback rows; ${leftBehind.length - files.length} leftover files swept`,
      );
      await server.stop();
    }, 300_000);
  },
);

describe('the upload folder becomes unwritable', () => {
  it('answers a clear 507 with the cause logged, stores no row and no file, and recovers', async () => {
    const dataDir = temporary('readonly');
    const server = await start({ port: 5455, dataDir });
    beachId = await firstBeachId(server);
    const cookie = await signUp(server, dataDir);
    const folder = path.join(dataDir, 'uploads', 'community');
    mkdirSync(folder, { recursive: true });
    // Root ignores permission bits; the immutable attribute stops root too.
    let lock: () => void = () => execFileSync('chattr', ['+i', folder]);
    let unlock: () => void = () => execFileSync('chattr', ['-i', folder]);
    try {
      lock();
      unlock();
    } catch {
      // No chattr support here: a file where the folder should be fails every write as well.
      lock = () => {
        rmSync(folder, { recursive: true });
        execFileSync('touch', [folder]);
      };
      unlock = () => {
        rmSync(folder);
        mkdirSync(folder);
      };
    }
    if (process.getuid?.() !== 0) chmodSync(folder, 0o555);
    lock();
    try {
      const response = await uploadPhotos(server, cookie, 1);
      expect(response.status).toBe(507);
      expect(await response.json()).toEqual({ message: photoStorageFailed });
      // The log line travels through a pipe: give it a moment.
      const errorLines = () =>
        server.output
          .join('')
          .split('\n')
          .filter((line) => line.includes('"level":50'))
          .join('\n');
      for (let waited = 0; !errorLines() && waited < 5000; waited += 50) await sleep(50);
      expect(errorLines()).toMatch(/EPERM|EACCES|ENOTDIR|EEXIST/);
      console.info(`[faults] unwritable upload folder, logged: ${errorLines().slice(0, 600)}`);
    } finally {
      unlock();
      if (process.getuid?.() !== 0) chmodSync(folder, 0o755);
    }
    expect(await getJson<Photo[]>(server, '/api/my/photos', cookie)).toEqual([]);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);

    const again = await uploadPhotos(server, cookie, 1);
    expect(again.status).toBe(201);
    expect(await getJson<Photo[]>(server, '/api/my/photos', cookie)).toHaveLength(1);
    await server.stop();
  }, 180_000);
});

/** A PostgreSQL server of this test's own (the machine's shared one is never stopped). */
const pgBin = '/usr/lib/postgresql/15/bin';
const asPostgres = (command: string) => {
  const isRoot = process.getuid?.() === 0;
  return execFileSync(
    isRoot ? 'su' : 'sh',
    isRoot ? ['postgres', '-c', command] : ['-c', command],
    {
      stdio: 'pipe',
      timeout: 60_000,
    },
  ).toString();
};

describe.runIf(existsSync(`${pgBin}/initdb`))('PostgreSQL stops while the app runs', () => {
  const pgPort = 5460;
  const pgDir = path.join(tmpdir(), `ddb-fault-pg-${randomBytes(4).toString('hex')}`);
  const pgCtl = (action: string) =>
    asPostgres(
      `${pgBin}/pg_ctl -D ${pgDir} -l ${pgDir}.log -w -t 60 -o "-p ${pgPort} -k /tmp -c listen_addresses=127.0.0.1" ${action}`,
    );

  beforeAll(() => {
    mkdirSync(pgDir, { mode: 0o700 });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', pgDir]);
    asPostgres(`${pgBin}/initdb -D ${pgDir} -A trust -U postgres >/dev/null`);
    pgCtl('start');
  }, 120_000);
  afterAll(() => {
    try {
      pgCtl('stop -m immediate');
    } catch {
      // already stopped
    }
    rmSync(pgDir, { recursive: true, force: true });
    rmSync(`${pgDir}.log`, { force: true });
  });

  it('answers 503 JSON without crashing, and recovers by itself when the database is back', async () => {
    const dataDir = temporary('pgstop');
    const server = await start({
      port: 5456,
      dataDir,
      env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres` },
    });
    beachId = await firstBeachId(server);
    const cookie = await signUp(server, dataDir);
    const probe = () => fetch(`${server.url}/api/my/feedback`, { headers: { cookie } });
    expect((await probe()).status).toBe(200);

    pgCtl('stop -m immediate');
    const statuses: number[] = [];
    for (const request of [
      probe,
      probe,
      () => fetch(`${server.url}/api/beaches/${beachId}/reviews`),
      () =>
        fetch(`${server.url}/api/feedback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ beachId, feedbackType: 'comment', content: 'While down' }),
        }),
    ]) {
      const response = await request();
      statuses.push(response.status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: databaseUnavailableMessage });
    }
    expect(statuses).toEqual([503, 503, 503, 503]);
    expect(server.child.exitCode).toBeNull();

    pgCtl('start');
    const began = Date.now();
    let status = 0;
    while (Date.now() - began < 30_000) {
      status = (await probe()).status;
      if (status === 200) break;
      await sleep(250);
    }
    expect(status).toBe(200);
    console.info(
      `[faults] PostgreSQL restarted: the app answered 200 again after ${Date.now() - began} ms, same process`,
    );
    expect(server.child.exitCode).toBeNull();
    await server.stop();
  }, 240_000);
});
