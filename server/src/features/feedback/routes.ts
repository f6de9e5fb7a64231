import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFeedbackBodySchema,
  feedbackSchema,
  updateFeedbackBodySchema,
} from '@shared/feedback';
import { messageResponseSchema } from '@shared/auth';
import { requireUser, requireVerifiedUser } from '../auth/current-user';
import {
  createFeedback,
  deleteFeedback,
  listOwnFeedback,
  listPublicFeedback,
  updateFeedback,
} from './service';

const beachParams = z.object({ identifier: z.string().min(1).max(200) });
const feedbackParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Feedback: public feedback is listed on its beach; private feedback is seen only by its author
 * (`/api/my/feedback`) and administrators. Writing needs a verified e-mail; changing, authorship.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/beaches/:identifier/feedback',
    { schema: { params: beachParams, response: { 200: z.array(feedbackSchema) } } },
    async (request) => {
      const beach = await app.catalogue.find(request.params.identifier);
      return listPublicFeedback(app.db, beach.id);
    },
  );

  app.get(
    '/api/my/feedback',
    { schema: { response: { 200: z.array(feedbackSchema) } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      reply.header('Cache-Control', 'no-store');
      return listOwnFeedback(app.db, user.id);
    },
  );

  app.post(
    '/api/feedback',
    { schema: { body: createFeedbackBodySchema, response: { 201: feedbackSchema } } },
    async (request, reply) => {
      const user = await requireVerifiedUser(request, reply);
      const { beachId, ...rest } = request.body;
      const beach = beachId ? await app.catalogue.find(String(beachId)) : null;
      const feedback = await createFeedback(
        app.db,
        user,
        { ...rest, beachId: beach?.id ?? null },
        beach?.name ?? null,
      );
      return reply.code(201).send(feedback);
    },
  );

  app.put(
    '/api/feedback/:id',
    {
      schema: {
        params: feedbackParams,
        body: updateFeedbackBodySchema,
        response: { 200: feedbackSchema },
      },
    },
    async (request, reply) => {
      const user = await requireVerifiedUser(request, reply);
      return updateFeedback(app.db, user.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/feedback/:id',
    { schema: { params: feedbackParams, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await deleteFeedback(app.db, user.id, request.params.id);
      return { message: 'Feedback deleted' };
    },
  );
};
