/**
 * Two app processes on different ports against one PostgreSQL database behave as one site
 * (decision 010): sessions, rate limits (in the database, then in Redis), the beach list's cache
 * and the CAPTCHA replay store are shared. Run with `npm run test:ops`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, type CaptchaChallenge } from '@shared/contact';
import { freshPostgresDatabase, startServer, type ServerProcess } from './instances';

const redisUrl = process.env.OPS_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Answer {
  status: number;
  body: unknown;
  cookie: string | null;
}

async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${server.origin}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie()[0];
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    cookie: setCookie ? setCookie.split(';')[0]! : null,
  };
}

describe.each([
  { store: 'the database', redis: false, port: 5410 },
  { store: 'Redis (REDIS_URL)', redis: true, port: 5414 },
])('two instances on one PostgreSQL database, rate limits in $store', ({ redis, port }) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  const prefix = `ddb-ops-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    database = await freshPostgresDatabase('ops');
    const uploads = mkdtempSync(path.join(tmpdir(), 'ddb-ops-uploads-'));
    const shared = {
      DATABASE_URL: database.url,
      UPLOAD_DIR: uploads,
      SESSION_SECRET: 'ops-test-secret-ops-test-secret-ops',
      PUBLIC_URL: 'http://localhost:5000',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      ADMIN_USERNAME: 'opsadmin',
      ADMIN_PASSWORD: 'ops-admin-password-1',
      LOG_LEVEL: 'warn',
      ...(redis ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}),
    };
    const dataDir = () => mkdtempSync(path.join(tmpdir(), 'ddb-ops-data-'));
    // The first one migrates and seeds; the second finds both done.
    a = await startServer({ port, env: { ...shared, DATA_DIR: dataDir() } });
    b = await startServer({ port: port + 1, env: { ...shared, DATA_DIR: dataDir() } });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    if (redis) {
      const client = new Redis(redisUrl);
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    }
  });

  it('both are healthy and ready', async () => {
    for (const server of [a, b]) {
      expect((await call(server, 'GET', '/healthz')).status).toBe(200);
      expect(await call(server, 'GET', '/readyz')).toMatchObject({
        status: 200,
        body: { status: 'ok', checks: { database: 'ok', uploads: 'ok', outbox: 'ok' } },
      });
    }
  });

  it('a session made on one works on the other, and signing out on one ends it on both', async () => {
    const email = `ops.${randomBytes(4).toString('hex')}@example.org`;
    const registered = await call(a, 'POST', '/api/auth/register', {
      body: {
        firstName: 'Kerensa',
        lastName: 'Hawke',
        email,
        password: 'a-long-password-1',
        confirmPassword: 'a-long-password-1',
      },
    });
    expect(registered.status).toBe(201);
    const cookie = registered.cookie!;
    expect(cookie).toMatch(/^ddb_session=/);
    expect(await call(b, 'GET', '/api/auth/user', { cookie })).toMatchObject({
      status: 200,
      body: { email },
    });
    expect((await call(b, 'POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect((await call(a, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('sign-in failures on both instances add up to one limit', async () => {
    const email = `ops.limit.${randomBytes(4).toString('hex')}@example.org`;
    const body = { email, password: 'not-the-password' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(
        (await call(attempt % 2 === 0 ? a : b, 'POST', '/api/auth/login', { body })).status,
      );
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // Five failures each: neither alone has reached 10, together they have.
    expect((await call(a, 'POST', '/api/auth/login', { body })).status).toBe(429);
    expect((await call(b, 'POST', '/api/auth/login', { body })).status).toBe(429);
    if (redis) {
      const client = new Redis(redisUrl);
      const counted = await client.get(`${prefix}signInPerAccount:${email}`);
      await client.quit();
      expect(Number(counted)).toBe(10);
    }
  });

  it("an administrator's edit on one shows in the other's beach list within a second", async () => {
    const list = (await call(b, 'GET', '/api/beaches')).body as {
      id: number;
      name: string;
      location: string;
      latitude: string;
      longitude: string;
      description: string | null;
      accessType: string;
    }[];
    const beach = list[0]!;
    const signedIn = await call(a, 'POST', '/api/admin/login', {
      body: { username: 'opsadmin', password: 'ops-admin-password-1' },
    });
    expect(signedIn.status).toBe(200);
    const newName = `${beach.name} ${randomBytes(2).toString('hex')}`;
    const edited = await call(a, 'PUT', `/api/admin/beaches/${beach.id}`, {
      cookie: signedIn.cookie!,
      body: {
        name: newName,
        location: beach.location,
        latitude: beach.latitude,
        longitude: beach.longitude,
        description: beach.description || 'A sandy beach.',
        accessType: beach.accessType,
      },
    });
    expect(edited).toMatchObject({ status: 200 });
    const started = Date.now();
    let seenAfterMs = -1;
    while (Date.now() - started < 1_000) {
      const names = ((await call(b, 'GET', '/api/beaches')).body as { name: string }[]).map(
        (item) => item.name,
      );
      if (names.includes(newName)) {
        seenAfterMs = Date.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seenAfterMs).toBeGreaterThanOrEqual(0);
    expect(seenAfterMs).toBeLessThan(1_000);
  });

  it('a CAPTCHA payload used on one is refused by the other', async () => {
    const challenge = (await call(a, 'GET', '/api/captcha')).body as CaptchaChallenge;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
    const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const message = {
      name: 'Jory Tregear',
      email: 'jory@example.org',
      subject: 'Dog rules',
      message: 'Is the beach at Bude dog friendly in August?',
      recaptchaToken: token,
    };
    expect((await call(a, 'POST', '/api/contact', { body: message })).status).toBe(201);
    expect(await call(b, 'POST', '/api/contact', { body: message })).toMatchObject({
      status: 400,
      body: { message: contactMessages.captcha },
    });
  }, 60_000);
});
