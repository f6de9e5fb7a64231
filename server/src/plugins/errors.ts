import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorChain } from '../lib/db-errors';
import { HttpError } from '../lib/http-errors';

interface ValidationIssue {
  path: string;
  message: string;
}

const validationIssues = (error: FastifyError): ValidationIssue[] =>
  (error.validation ?? []).map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));

/** Codes of a database that cannot be reached: refused, reset, shut down, or not accepting connections. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);
const unavailableMessages = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /timeout exceeded when trying to connect/i,
];

/** Whether an error (or one of its causes: Drizzle wraps the driver's) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of errorChain(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

export const databaseUnavailableMessage =
  'The service is briefly unavailable. Please try again in a moment.';

const serverErrorMessage = 'Something went wrong on our side. Please try again.';

/**
 * Fastify's and its plugins' own refusals, in words of ours: theirs may quote the request (the
 * address, a content type), and an answer must not echo what it was sent.
 */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This type of request body is not accepted',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its stated length',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
  FST_ERR_NOT_FOUND: 'Not found',
};
const statusMessages: Record<number, string> = {
  400: 'The request is not valid',
  403: 'Not allowed',
  404: 'Not found',
  405: 'This method is not allowed here',
  406: 'None of the accepted answer types can be sent',
  408: 'The request took too long',
  413: 'The request body is too large',
  414: 'The address is too long',
  415: 'This type of request body is not accepted',
  416: 'The requested range cannot be sent',
  431: 'The request headers are too large',
};

/** The message for a 4xx error not written for the visitor: never its own text. */
const refusalMessage = (error: FastifyError, status: number) =>
  frameworkMessages[error.code] ?? statusMessages[status] ?? 'The request could not be handled';

/**
 * Fastify's `frameworkErrors`: the router's refusals (a path parameter past its length, an address
 * that cannot be decoded), which come before any route and so before the error handler.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    void reply.code(500).send({ message: serverErrorMessage });
    return;
  }
  request.log.info({ status, code: error.code }, 'refused by the router');
  void reply.code(status).send({ message: refusalMessage(error, status) });
}

/**
 * Node's `clientError`: a request its HTTP parser refused (headers too large, a malformed request
 * line or header) or one that took too long; no Fastify request exists, so the answer is written
 * on the socket as Node's own would be, in the site's shape and without quoting the input.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const message = status === 400 ? 'The request is not valid HTTP' : statusMessages[status]!;
  this.log.debug({ code: error.code }, 'client error');
  // An answer already under way on this connection cannot be followed by another.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !current?.headersSent) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * One place turns every failure into the error JSON (docs/product.md, "API"): `{message}` for 4xx
 * (with `errors` for a validation failure), and a hidden, logged message for anything else. Only
 * messages written for the visitor (HttpError) are shown as they are.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const errors = validationIssues(error);
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 || status === 413 || status === 415)
        request.log.info({ status }, error.message);
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return reply.status(status).send({ ...error.details, message: error.message });
      }
      return reply.status(status).send({ message: refusalMessage(error, status) });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a crash: the pool reconnects by itself once the database answers again.
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ message: databaseUnavailableMessage });
    }
    request.log.error({ err: error }, 'request failed');
    if (error instanceof HttpError) {
      // A 5xx whose message was written for the visitor (e.g. photos cannot be stored).
      reply.headers(error.headers);
      return reply.status(status).send({ ...error.details, message: error.message });
    }
    return reply.status(status >= 500 ? status : 500).send({ message: serverErrorMessage });
  });
});
