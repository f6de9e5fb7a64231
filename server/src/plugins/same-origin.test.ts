import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';

/**
 * A state-changing request is let through only without an Origin or from exactly the site's own
 * origin (PUBLIC_URL: scheme, host and port). An unknown path under /api answers 404 once the
 * request is let through, so 404 here means "not refused".
 */
let ctx: TestContext;
let secure: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
  secure = await buildTestApp({ seed: false, env: { PUBLIC_URL: 'https://dogbeaches.example' } });
});
afterAll(async () => {
  await ctx.close();
  await secure.close();
});

const send = (
  app: TestContext['app'],
  headers: Record<string, string>,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET' = 'POST',
) => app.inject({ method, url: '/api/nothing-here', headers });

const refused = { message: 'Cross-site request refused' };

describe('an http site (PUBLIC_URL http://localhost:5000)', () => {
  it.each([
    ['another scheme', 'https://localhost:5000', 'localhost:5000'],
    ['another port', 'http://localhost:5001', 'localhost:5000'],
    ['another port that the Host header names too', 'http://localhost:5001', 'localhost:5001'],
    ['another host', 'http://evil.example', 'localhost:5000'],
    ['another host that the Host header names too', 'http://evil.example', 'evil.example'],
    ['another address of this machine', 'http://127.0.0.1:5000', '127.0.0.1:5000'],
    ['no origin at all ("null")', 'null', 'localhost:5000'],
    ['something that is not an origin', 'localhost:5000', 'localhost:5000'],
    ['an empty Origin', '', 'localhost:5000'],
  ])('refuses a write from %s', async (_, origin, host) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await send(ctx.app, { origin, host }, method);
      expect(response.statusCode, `${method} ${origin}`).toBe(403);
      expect(response.json()).toEqual(refused);
    }
  });

  it('lets through a write from its own origin', async () => {
    for (const origin of ['http://localhost:5000', 'HTTP://LOCALHOST:5000']) {
      const response = await send(ctx.app, { origin });
      expect(response.statusCode, origin).toBe(404);
    }
  });

  it('lets through a write without an Origin (curl, another server)', async () => {
    expect((await send(ctx.app, {})).statusCode).toBe(404);
  });

  it('does not check reads', async () => {
    const response = await send(ctx.app, { origin: 'https://evil.example' }, 'GET');
    expect(response.statusCode).toBe(404);
  });
});

describe('an https site (PUBLIC_URL https://dogbeaches.example)', () => {
  it.each([
    ['plain http', 'http://dogbeaches.example'],
    ['another port', 'https://dogbeaches.example:8443'],
    ['a subdomain', 'https://evil.dogbeaches.example'],
    ['null', 'null'],
  ])('refuses a write from %s', async (_, origin) => {
    const response = await send(secure.app, { origin, host: 'dogbeaches.example' });
    expect(response.statusCode, origin).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  it('lets through a write from its own origin, with or without the default port', async () => {
    for (const origin of ['https://dogbeaches.example', 'https://dogbeaches.example:443']) {
      const response = await send(secure.app, { origin, host: 'dogbeaches.example' });
      expect(response.statusCode, origin).toBe(404);
    }
  });
});
