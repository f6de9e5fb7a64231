import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helper';

let ctx: TestContext;
const clientRoot = mkdtempSync(path.join(tmpdir(), 'ddb-client-'));

beforeAll(async () => {
  writeFileSync(
    path.join(clientRoot, 'index.html'),
    '<!doctype html><title>Devon Dog Beaches</title>',
  );
  mkdirSync(path.join(clientRoot, 'assets'));
  writeFileSync(path.join(clientRoot, 'assets', 'app-abc123.js'), 'console.log("hi")');
  writeFileSync(path.join(clientRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await buildTestApp({ seed: false, clientRoot });
});
afterAll(async () => ctx.close());

describe('paths outside the API', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api', '/api/nothing-here', '/api/beaches/1/nothing']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('serves the client for any other path, so it can show its own pages', async () => {
    // A page that does not exist (here no beach is seeded) is the client's page with status 404.
    for (const [url, status] of [
      ['/', 200],
      ['/beaches', 200],
      ['/beach/bude', 404],
      ['/no/such/page', 404],
    ] as const) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toMatch(/<title>[^<]*Devon Dog Beaches[^<]*<\/title>/);
      expect(response.body.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toContain('max-age=0');
  });
});

describe('errors', () => {
  it('answers a malformed JSON body with 400 JSON, not a 5xx', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/beaches',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('cross-site requests', () => {
  /** A POST to an address no route has, with this Origin header or none. */
  const postFrom = (origin: string | undefined) =>
    ctx.app.inject({ method: 'POST', url: '/api/anything', headers: origin ? { origin } : {} });

  it('refuses a state-changing request whose Origin names another site', async () => {
    const response = await postFrom('https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('lets through our own origin and requests without an Origin', async () => {
    const own = await postFrom('http://localhost:5000');
    expect(own.statusCode).toBe(404);
    const none = await postFrom(undefined);
    expect(none.statusCode).toBe(404);
  });

  it('does not check reads', async () => {
    const response = await ctx.app.inject({
      url: '/api/config',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
