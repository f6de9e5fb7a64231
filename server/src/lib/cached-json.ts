import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer prepared once: its body, compressed forms and a strong ETag. */
export interface CachedJson {
  body: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
  etag: string;
}

const compressFrom = 1024;

/**
 * Prepares a body to be sent many times. `quality`: brotli's (9 for answers made once per change
 * of the catalogue; lower for pages made more often); gzip follows it.
 */
export function prepareAnswer(body: Buffer, quality = 9): CachedJson {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const big = body.length >= compressFrom;
  return {
    body,
    etag,
    gzip: big ? gzipSync(body, { level: quality >= 9 ? 9 : 6 }) : null,
    brotli: big
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : null,
  };
}

export const prepareJson = (value: unknown, quality?: number): CachedJson =>
  prepareAnswer(Buffer.from(JSON.stringify(value)), quality);

/** Whether the request already holds this ETag (If-None-Match, weak or strong, or `*`). */
export function holdsEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return (
    header !== undefined &&
    (header.trim() === '*' ||
      header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
  );
}

/**
 * Sends a prepared answer, revalidated on every use (no-cache): 304 on a matching If-None-Match
 * (for a 200 answer), else the best encoding the request's Accept-Encoding takes (q-values
 * honoured, `br;q=0` refuses brotli).
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedJson,
  type = 'application/json; charset=utf-8',
) {
  reply
    .header('etag', answer.etag)
    .header('vary', 'Accept-Encoding')
    .header('cache-control', 'no-cache');
  if (reply.statusCode === 200 && holdsEtag(request, answer.etag)) {
    return reply.code(304).send();
  }
  reply.type(type);
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
  if (encoding === 'br' && answer.brotli) {
    return reply.header('content-encoding', 'br').send(answer.brotli);
  }
  if (encoding === 'gzip' && answer.gzip) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}
