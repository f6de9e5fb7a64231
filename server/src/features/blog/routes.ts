import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema as errorSchema } from '@shared/api-error';
import { messageResponseSchema } from '@shared/auth';
import {
  adminBlogPostSchema,
  blogMessages,
  blogPostBodySchema,
  blogPostSchema,
} from '@shared/blog';
import { currentAdmin, requireAdmin } from '../admin/current-admin';
import { idParams, requireAdminSession } from '../admin/guard';
import { BlogService, toAdminBlogPost, toBlogPost } from './service';

/** Any text: a slug that no post has is a 404, whatever its shape, never a 400. */
const slugParams = z.object({ slug: z.string().min(1).max(200) });

/**
 * The blog (docs/product.md, "Blog"). The public reads published
 * posts; a request that carries an administrator's session also reads drafts, so the back office
 * can preview a post on its real page. Writing is under `/api/admin/blog`.
 */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new BlogService(app.db);

  app.get(
    '/api/blog',
    { schema: { response: { 200: z.array(blogPostSchema) } } },
    async (request, reply) => {
      const admin = await currentAdmin(request, reply);
      // An administrator's answer holds drafts: no cache may keep it for anyone else.
      if (admin) reply.header('Cache-Control', 'private, no-store');
      const rows = await service.list({ includeDrafts: admin !== null });
      return rows.map(toBlogPost);
    },
  );

  app.get(
    '/api/blog/:slug',
    { schema: { params: slugParams, response: { 200: blogPostSchema, 404: errorSchema } } },
    async (request, reply) => {
      const admin = await currentAdmin(request, reply);
      if (admin) reply.header('Cache-Control', 'private, no-store');
      const row = await service.findBySlug(request.params.slug, { includeDrafts: admin !== null });
      return toBlogPost(row);
    },
  );

  await app.register(blogAdminRoutes, { service });
};

/** The back office's posts: written in Markdown, stored as sanitised HTML, every change audited. */
const blogAdminRoutes: FastifyPluginAsyncZod<{ service: BlogService }> = async (
  app,
  { service },
) => {
  requireAdminSession(app);

  app.get(
    '/api/admin/blog',
    { schema: { response: { 200: z.array(adminBlogPostSchema) } } },
    async () => (await service.list({ includeDrafts: true })).map(toAdminBlogPost),
  );

  app.get(
    '/api/admin/blog/:id',
    { schema: { params: idParams, response: { 200: adminBlogPostSchema, 404: errorSchema } } },
    async (request) => toAdminBlogPost(await service.find(request.params.id)),
  );

  app.post(
    '/api/admin/blog',
    { schema: { body: blogPostBodySchema, response: { 201: adminBlogPostSchema } } },
    async (request, reply) => {
      const post = await service.create(await requireAdmin(request), request.body);
      return reply.code(201).send(toAdminBlogPost(post));
    },
  );

  app.put(
    '/api/admin/blog/:id',
    {
      schema: {
        params: idParams,
        body: blogPostBodySchema,
        response: { 200: adminBlogPostSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      toAdminBlogPost(
        await service.update(await requireAdmin(request), request.params.id, request.body),
      ),
  );

  app.delete(
    '/api/admin/blog/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema, 404: errorSchema } } },
    async (request) => {
      await service.delete(await requireAdmin(request), request.params.id);
      return { message: blogMessages.deleted };
    },
  );
};
