import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReviewSchema, moderationMessages } from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import { reviewSchema } from '@shared/beaches';
import { myReviewSchema, reviewFormSchema } from '@shared/reviews';
import { WriteQuota } from '../../plugins/write-quotas';
import { idParams, moderationRoutes, requireAdminSession } from '../admin/guard';
import { requireUser, requireVerifiedUser } from '../auth/current-user';
import { ownListRoute } from '../auth/own-list';
import { ReviewService } from './service';
import { writerAtBeach } from '../beaches/contributions';
import { beachParams } from '../beaches/routes';

/** Reviews written by our verified users; the site shows no imported review texts. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ReviewService(app.db, () => app.catalogue.invalidate());
  const writes = new WriteQuota(app.db, 'review');
  const deletions = new WriteQuota(app.db, 'edit');

  app.post(
    '/api/beaches/:identifier/reviews',
    { schema: { params: beachParams, body: reviewFormSchema, response: { 201: reviewSchema } } },
    async (request, reply) => {
      const { user, beach } = await writerAtBeach(request, reply, { quota: writes });
      return reply.code(201).send(await service.create(user, beach.id, request.body));
    },
  );

  app.put(
    '/api/reviews/:id',
    { schema: { params: idParams, body: reviewFormSchema, response: { 200: reviewSchema } } },
    async (request, reply) => {
      const user = await requireVerifiedUser(request, reply);
      await writes.take(user.id);
      return service.update(user, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/reviews/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await deletions.take(user.id);
      await service.delete(user, request.params.id);
      return { message: 'Review deleted' };
    },
  );

  ownListRoute(app, '/api/my/reviews', myReviewSchema, (user) => service.listOwn(user));
};

/** The back office's side: every review, and their removal (admin session only, 401 first). */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdminSession(app);
  const service = new ReviewService(app.db, () => app.catalogue.invalidate());

  moderationRoutes(app, {
    path: '/api/admin/reviews',
    item: adminReviewSchema,
    list: (query) => service.listForAdmin(query),
    remove: (admin, id) => service.deleteAsAdmin(admin, id),
    deleted: moderationMessages.reviewDeleted,
  });
};
