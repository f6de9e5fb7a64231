import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFeedbackSchema, moderationMessages } from '@shared/admin';
import {
  createFeedbackBodySchema,
  feedbackSchema,
  myFeedbackSchema,
  updateFeedbackBodySchema,
} from '@shared/feedback';
import { messageResponseSchema } from '@shared/auth';
import { WriteQuota } from '../../plugins/write-quotas';
import { idParams, moderationRoutes, requireAdminSession } from '../admin/guard';
import { requireUser, requireVerifiedUser } from '../auth/current-user';
import { ownListRoute } from '../auth/own-list';
import {
  createFeedback,
  createOwnFeedback,
  deleteFeedback,
  deleteFeedbackAsAdmin,
  listFeedbackForAdmin,
  listOwnFeedback,
  listPublicFeedback,
  updateFeedback,
} from './service';
import { beachListRoute } from '../beaches/contributions';

/**
 * Feedback: public feedback is listed on its beach; private feedback is seen only by its author
 * (`/api/my/feedback`) and administrators. Writing needs a verified e-mail; changing, authorship.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = new WriteQuota(app.db, 'feedback');
  const edits = new WriteQuota(app.db, 'edit');

  beachListRoute(app, '/api/beaches/:identifier/feedback', feedbackSchema, (beachId) =>
    listPublicFeedback(app.db, beachId),
  );

  ownListRoute(app, '/api/my/feedback', myFeedbackSchema, (user) =>
    listOwnFeedback(app.db, user.id),
  );

  app.post(
    '/api/feedback',
    { schema: { body: createFeedbackBodySchema, response: { 201: feedbackSchema } } },
    async (request, reply) => {
      const { beachId, ...rest } = request.body;
      const beach = beachId
        ? await app.catalogue.find(String(beachId)).catch(() => undefined)
        : null;
      // A known beach (or none) and a session this instance knows the owner of: that owner's
      // quota first, then the live, verified session checked and stored in one statement.
      const author = beach === undefined ? null : app.userSessions.knownOwner(request);
      if (author) {
        await posts.take(author);
        const input = { ...rest, beachId: beach?.id ?? null };
        const stored = await app.userSessions.writeAsOwner(request, reply, (live) =>
          createOwnFeedback(app.db, live, input, beach?.name ?? null),
        );
        if (stored) return reply.code(201).send(stored);
      }
      // Otherwise the usual answer: 401 or 403 first, then 404 for an unknown beach.
      const user = await requireVerifiedUser(request, reply);
      const known = beach ?? (beachId ? await app.catalogue.find(String(beachId)) : null);
      if (user.id !== author) await posts.take(user.id);
      const feedback = await createFeedback(
        app.db,
        user,
        { ...rest, beachId: known?.id ?? null },
        known?.name ?? null,
      );
      return reply.code(201).send(feedback);
    },
  );

  app.put(
    '/api/feedback/:id',
    {
      schema: {
        params: idParams,
        body: updateFeedbackBodySchema,
        response: { 200: feedbackSchema },
      },
    },
    async (request, reply) => {
      const user = await requireVerifiedUser(request, reply);
      await edits.take(user.id);
      return updateFeedback(app.db, user.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/feedback/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await edits.take(user.id);
      await deleteFeedback(app.db, user.id, request.params.id);
      return { message: 'Feedback deleted' };
    },
  );
};

/** The back office's side: all feedback, and its removal (admin session only, 401 first). */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdminSession(app);

  moderationRoutes(app, {
    path: '/api/admin/feedback',
    item: adminFeedbackSchema,
    list: (query) => listFeedbackForAdmin(app.db, query),
    remove: (admin, id) => deleteFeedbackAsAdmin(app.db, admin, id),
    deleted: moderationMessages.feedbackDeleted,
  });
};
