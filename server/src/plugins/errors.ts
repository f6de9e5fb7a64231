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
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 ? status : 500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
});
