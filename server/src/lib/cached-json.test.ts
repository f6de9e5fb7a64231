import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareAnswer, sendPrepared } from './cached-json';

const text = 'Dogs allowed all year at Anstey’s Cove. '.repeat(100);
const answer = prepareAnswer(Buffer.from(text), 5);
const app = Fastify();
app.get('/page', (request, reply) => sendPrepared(request, reply, answer, 'text/html'));
app.get('/missing', (request, reply) =>
  sendPrepared(request, reply.code(404), answer, 'text/html'),
);
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('sendPrepared', () => {
  it('sends the best encoding the request takes, honouring q-values', async () => {
    const br = await get('/page', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);

    const gzip = await get('/page', { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);

    for (const header of ['identity', 'br;q=0, gzip;q=0', '']) {
      const plain = await get('/page', { 'accept-encoding': header });
      expect(plain.headers['content-encoding'], header).toBeUndefined();
      expect(plain.body).toBe(text);
    }
  });

  it('answers 304 to a request holding the ETag, but never in place of a 404', async () => {
    const first = await get('/page');
    expect(first.headers.etag).toBe(answer.etag);
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect((await get('/page', { 'if-none-match': `W/${answer.etag}` })).statusCode).toBe(304);
    expect((await get('/page', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await get('/missing', { 'if-none-match': answer.etag })).statusCode).toBe(404);
  });
});
