import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer prepared once: its body, compressed forms and a strong ETag. */
export interface CachedJson {
  body: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
  etag: string;
}

const compressFrom = 1024;

export function prepareJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const big = body.length >= compressFrom;
  return {
    body,
    etag,
    gzip: big ? gzipSync(body, { level: 9 }) : null,
    brotli: big
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : null,
  };
}

const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  (header.trim() === '*' ||
    header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/** Sends a prepared answer: 304 on a matching If-None-Match, else the best encoding the client takes. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, json: CachedJson) {
  reply
    .header('etag', json.etag)
    .header('vary', 'Accept-Encoding')
    .header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], json.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (json.brotli && /\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(json.brotli);
  }
  if (json.gzip && /\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(json.gzip);
  }
  return reply.send(json.body);
}
