import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from './security-headers';

async function appFor(publicUrl: string) {
  const app = Fastify();
  await app.register(securityHeadersPlugin, {
    publicUrl,
    analyticsScriptUrl: 'https://stats.example.org/script.js',
    heroVideoUrl: null,
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return app;
}

describe('security headers', () => {
  it('sets the CSP and the other headers on every answer, the same on every request', async () => {
    const app = await appFor('http://localhost:5000');
    const answers = await Promise.all(
      ['/ok', '/ok', '/nowhere', '/fails'].map((url) => app.inject({ url })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 500]);
    for (const answer of answers) {
      const csp = String(answer.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
      expect(scriptSrc).toBe("'self' https://stats.example.org");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(csp).toBe(answers[0]!.headers['content-security-policy']);
    }
    await app.close();
  });

  it('asks for HTTPS only when the site is served over it', async () => {
    const app = await appFor('https://dogbeaches.example.org');
    const answer = await app.inject({ url: '/ok' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });
});
