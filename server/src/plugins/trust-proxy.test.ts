import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/accounts';
import { buildTestApp, type TestContext } from '../../test/helper';

/**
 * Which address the app takes as the client's, for each form of TRUST_PROXY: the address is read
 * back from the request log (`req.remoteAddress` is Fastify's request.ip), and the per-address
 * limit of password-reset requests (20 an hour) shows whether a forged header dodges it.
 */
let ctx: TestContext | undefined;
let logLines: string[] = [];
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function appWith(env: Record<string, string>) {
  logLines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  ctx = await buildTestApp({ seed: false, env, logger: { level: 'info', stream } });
  return ctx;
}

/** The address the app logged for one request from `remoteAddress` with these headers. */
async function clientAddress(
  app: TestContext['app'],
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  const probe = `/api/config?probe=${Math.random().toString(36).slice(2)}`;
  const response = await app.inject({ method: 'GET', url: probe, remoteAddress, headers });
  expect(response.statusCode).toBe(200);
  const line = logLines
    .map((text) => JSON.parse(text) as { req?: { url?: string; remoteAddress?: string } })
    .find((entry) => entry.req?.url === probe);
  return line?.req?.remoteAddress;
}

/** Statuses of 25 reset requests from one socket address, each with its own header value. */
async function resetRequests(
  app: TestContext['app'],
  remoteAddress: string,
  forwardedFor: (attempt: number) => string,
) {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 25; attempt += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(attempt) },
      payload: { email: uniqueEmail() },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY unset', () => {
  it('takes the socket address, whatever X-Forwarded-For says', async () => {
    const { app } = await appWith({});
    expect(await clientAddress(app, '203.0.113.9', { 'x-forwarded-for': '198.51.100.1' })).toBe(
      '203.0.113.9',
    );
    expect(
      await clientAddress(app, '127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 198.51.100.2' }),
    ).toBe('127.0.0.1');
  });

  it('does not let a forged X-Forwarded-For dodge a per-address limit', async () => {
    const { app } = await appWith({});
    const statuses = await resetRequests(app, '203.0.113.10', (attempt) => `198.51.100.${attempt}`);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('ignores X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const { app } = await appWith({});
    const response = await app.inject({
      method: 'GET',
      url: '/api/config?probe=host',
      headers: {
        host: 'localhost:5000',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(response.statusCode).toBe(200);
    const line = logLines
      .map((text) => JSON.parse(text) as { req?: { url?: string; host?: string } })
      .find((entry) => entry.req?.url === '/api/config?probe=host');
    expect(line?.req?.host).toBe('localhost:5000');
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('takes the right-most X-Forwarded-For entry, the one the proxy appended', async () => {
    const { app } = await appWith({ TRUST_PROXY: '1' });
    expect(
      await clientAddress(app, '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.2' }),
    ).toBe('198.51.100.2');
    expect(await clientAddress(app, '127.0.0.1', { 'x-forwarded-for': '198.51.100.3' })).toBe(
      '198.51.100.3',
    );
    expect(await clientAddress(app, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts each visitor the proxy saw, and no entry a client wrote before it', async () => {
    const { app } = await appWith({ TRUST_PROXY: '1' });
    const visitors = await resetRequests(app, '127.0.0.1', (attempt) => `198.51.100.${attempt}`);
    expect(visitors.every((status) => status === 200)).toBe(true);
    const forged = await resetRequests(
      app,
      '127.0.0.1',
      (attempt) => `203.0.113.${attempt}, 198.51.100.200`,
    );
    expect(forged.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('honours X-Forwarded-For only from a listed proxy', async () => {
    const { app } = await appWith({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    const forwarded = { 'x-forwarded-for': '198.51.100.4' };
    expect(await clientAddress(app, '127.0.0.1', forwarded)).toBe('198.51.100.4');
    expect(await clientAddress(app, '10.1.2.3', forwarded)).toBe('198.51.100.4');
    expect(await clientAddress(app, '203.0.113.9', forwarded)).toBe('203.0.113.9');
    expect(await clientAddress(app, '11.0.0.1', forwarded)).toBe('11.0.0.1');
  });

  it('does not let a client that is not a listed proxy dodge a per-address limit', async () => {
    const { app } = await appWith({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    const statuses = await resetRequests(app, '203.0.113.11', (attempt) => `198.51.100.${attempt}`);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});
