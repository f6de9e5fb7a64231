import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/accounts';
import { buildTestApp, builtClientRoot, type TestContext } from '../../test/helper';

/**
 * The answers Fastify and Node's HTTP parser make by themselves (a path parameter past its length,
 * a malformed address, body or header, an unknown path) are in the site's own shape: `{message}`,
 * no `error`, `code` or `statusCode`, and nothing of the request echoed back.
 */
let ctx: TestContext;
let owner: TestUser;
const marker = 'EchoMarker';

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false, clientRoot: builtClientRoot() });
  owner = await createUser(ctx);
});
afterAll(async () => ctx.close());

function expectOurShape(body: string, contentType: unknown) {
  expect(contentType).toEqual(expect.stringMatching(/^application\/json/));
  const answer = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(answer)).toEqual(['message']);
  expect(answer.message).toEqual(expect.any(String));
  expect(body).not.toContain(marker);
  expect(body.toLowerCase()).not.toContain(marker.toLowerCase());
  return answer.message as string;
}

describe("Fastify's own error answers", () => {
  it('answers a path parameter past its length with 414, without the address', async () => {
    const response = await ctx.app.inject({ url: `/api/blog/${marker}${'a'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(expectOurShape(response.body, response.headers['content-type'])).toBe(
      'The address is too long',
    );
  });

  it('answers an address that cannot be decoded with 400, without the address', async () => {
    for (const url of [
      `/api/blog/${marker}%E0%A4%A`,
      `/api/beaches/${marker}%zz`,
      `/api/${marker}%zz`,
      `/beach/${marker}%E0%A4%A`,
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(expectOurShape(response.body, response.headers['content-type'])).toBe(
        'The address is not valid',
      );
    }
  });

  it.each([
    {
      title: 'answers a malformed JSON body with 400, without the body',
      type: 'application/json',
      payload: `{"content": "${marker}`,
      status: 400,
      message: 'The request body is not valid JSON',
    },
    {
      title: 'answers a body of a type no route takes with 415, without the type',
      type: `text/x-${marker}`,
      payload: 'hello',
      status: 415,
      message: 'This type of request body is not accepted',
    },
    {
      title: 'answers a body over the limit with 413',
      type: 'application/json',
      payload: JSON.stringify({ content: marker.repeat(200_000) }),
      status: 413,
      message: 'The request body is too large',
    },
  ])('$title', async ({ type, payload, status, message }) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: owner.cookie, 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(expectOurShape(response.body, response.headers['content-type'])).toBe(message);
  });

  it('answers an unknown path under /api with 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: `/api/${marker}?q=${marker}` });
      expect(response.statusCode, method).toBe(404);
      expect(expectOurShape(response.body, response.headers['content-type'])).toBe('Not found');
    }
  });
});

describe("Node's HTTP parser errors", () => {
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  /** Writes `request` on a new connection and reads everything until the server closes it. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.write(request);
    });

  const parse = (text: string) => {
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const [statusLine = '', ...headerLines] = head.split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  };

  it('answers headers over the limit with 431, without them', async () => {
    const answer = parse(
      await raw(
        `GET /api/config HTTP/1.1\r\nHost: localhost\r\nX-Big: ${marker.repeat(4000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(expectOurShape(answer.body, answer.headers['content-type'])).toBe(
      'The request headers are too large',
    );
  });

  it('answers a malformed request line with 400, without it', async () => {
    const answer = parse(await raw(`${marker} NOT HTTP\r\n\r\n`));
    expect(answer.status).toBe(400);
    expect(expectOurShape(answer.body, answer.headers['content-type'])).toBe(
      'The request is not valid HTTP',
    );
  });

  it('answers a malformed header with 400, without it', async () => {
    const answer = parse(
      await raw(`GET /api/config HTTP/1.1\r\nHost: localhost\r\n${marker}\r\n\r\n`),
    );
    expect(answer.status).toBe(400);
    expect(expectOurShape(answer.body, answer.headers['content-type'])).toBe(
      'The request is not valid HTTP',
    );
  });

  it('still answers a well-formed request on the same server', async () => {
    const answer = parse(
      await raw('GET /api/config HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(200);
  });
});
