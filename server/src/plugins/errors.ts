import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}

export const databaseUnavailableMessage =
  'The service is briefly unavailable. Please try again in a moment.';

/**
 * One place turns every failure into the JSON of CONVENTIONS.md: `{message}` for 4xx (with
 * `errors` for a validation failure), and a hidden, logged message for anything else.
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
      return reply.status(status).send({ message: error.message });
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
    return reply
      .status(status >= 500 ? status : 500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
});
