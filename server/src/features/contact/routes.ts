import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema as errorSchema } from '@shared/api-error';
import { messageResponseSchema } from '@shared/auth';
import { captchaChallengeSchema, contactBodySchema, contactMessages } from '@shared/contact';
import { Captcha } from './captcha';
import { ContactService } from './service';

/** The contact form and its CAPTCHA: `GET /api/captcha`, `POST /api/contact`. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const captcha = new Captcha(app.db, app.config.sessionSecret);
  const service = new ContactService(app.db, app.mailer, captcha, app.config);

  app.get(
    '/api/captcha',
    { schema: { response: { 200: captchaChallengeSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return captcha.issue();
    },
  );

  app.post(
    '/api/contact',
    {
      schema: {
        body: contactBodySchema,
        response: { 201: messageResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await service.submit(request.body, request.ip, request.log);
      return reply.code(201).send({ message: contactMessages.successTitle });
    },
  );
};
