import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBeachBodySchema, adminBeachMessages, beachPhotoUploadSchema } from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import { beachSchema } from '@shared/beaches';
import { thankReporters } from '../rule-reports/service';
import { storeBeachPhoto, readBeachPhoto } from './beach-photos';
import { BeachAdminService } from './beaches';
import { requireAdmin } from './current-admin';
import { idParams, requireAdminSession } from './guard';

/** The catalogue in the back office: list, add, edit, delete, and the beach photo uploads. */
export const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdminSession(app);
  const service = new BeachAdminService(
    app.db,
    app.catalogue,
    app.config.uploadDir,
    (reporters) => thankReporters(app.mailer, app.config.publicUrl, reporters),
    (beachId) => app.alerts.ruleChanged(beachId),
  );

  app.get('/api/admin/beaches', { schema: { response: { 200: z.array(beachSchema) } } }, () =>
    app.catalogue.all(),
  );

  app.post(
    '/api/admin/beaches',
    { schema: { body: adminBeachBodySchema, response: { 201: beachSchema } } },
    async (request, reply) => {
      const beach = await service.create(await requireAdmin(request), request.body);
      return reply.code(201).send(beach);
    },
  );

  app.put(
    '/api/admin/beaches/:id',
    { schema: { params: idParams, body: adminBeachBodySchema, response: { 200: beachSchema } } },
    async (request) => service.update(await requireAdmin(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/beaches/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.delete(await requireAdmin(request), request.params.id);
      return { message: adminBeachMessages.deleted };
    },
  );

  for (const url of ['/api/admin/upload-beach-photo', '/api/upload/beach-photo']) {
    app.post(
      url,
      { schema: { response: { 201: beachPhotoUploadSchema } } },
      async (request, reply) => {
        const admin = await requireAdmin(request);
        const incoming = await readBeachPhoto(request);
        const stored = await storeBeachPhoto(app.config.uploadDir, service, admin, incoming);
        return reply.code(201).send(stored);
      },
    );
  }
};
