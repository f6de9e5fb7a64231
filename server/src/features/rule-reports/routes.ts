import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxPhotoBytes, photoMessages } from '@shared/photos';
import {
  adminRuleReportSchema,
  createRuleReportBodySchema,
  myRuleReportSchema,
  ruleReportMessages,
  ruleReportSchema,
} from '@shared/rule-reports';
import { HttpError } from '../../lib/http-errors';
import { readMultipart } from '../../lib/multipart';
import { WriteQuota } from '../../plugins/write-quotas';
import { requireAdmin } from '../admin/current-admin';
import { idParams, requireAdminSession } from '../admin/guard';
import { ownListRoute } from '../auth/own-list';
import { RuleReportService, type IncomingSignPhoto } from './service';
import { writerAtBeach } from '../beaches/contributions';
import { beachParams } from '../beaches/routes';

/**
 * JSON `{report}`, or multipart with a `report` field and an optional `photo` of the sign.
 * `beforePhoto` runs before the photo is read into memory (the user's photo quota).
 */
async function readReport(
  request: FastifyRequest,
  beforePhoto: () => Promise<void>,
): Promise<{ fields: unknown; photo: IncomingSignPhoto | null }> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, photo: null };
  const { fields, files } = await readMultipart(request, {
    limits: { fileSize: maxPhotoBytes, files: 2, fields: 5, fieldSize: 8192 },
    fileFields: ['photo'],
    maxFiles: 1,
    dropEmptyFiles: true,
    beforeFile: beforePhoto,
    messages: {
      tooLarge: () => photoMessages.tooLarge('The photo'),
      tooManyFiles: ruleReportMessages.onePhoto,
      tooManyFields: 'Too many fields in the form',
    },
  });
  const [photo] = files;
  return { fields, photo: photo ? { fileName: photo.fileName, data: photo.data } : null };
}

/** A 400 in the shape of every validation failure: `{message, errors}`. */
function parseBody(fields: unknown) {
  const parsed = createRuleReportBodySchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new HttpError(400, errors[0]?.message ?? 'Invalid request', {}, { errors });
}

/**
 * Rule reports: verified users tell us a beach's dog rules changed (5 a day) and see theirs; the
 * back office lists them and resolves them (editing the beach's rule resolves them too and thanks
 * each reporter: admin/beaches.ts).
 */
export const ruleReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new RuleReportService(app.db, app.config.uploadDir);
  const signPhotos = new WriteQuota(app.db, 'photo');

  app.post(
    '/api/beaches/:identifier/rule-reports',
    { schema: { params: beachParams, response: { 201: ruleReportSchema } } },
    async (request, reply) => {
      const { user, beach } = await writerAtBeach(request, reply);
      const { fields, photo } = await readReport(request, () => signPhotos.take(user.id));
      const { report } = parseBody(fields);
      const created = await service.create(user.id, beach.id, report, photo);
      return reply.code(201).send(created);
    },
  );

  ownListRoute(app, '/api/my/rule-reports', myRuleReportSchema, (user) => service.listOwn(user.id));
};

/** The back office's side: every route needs an administrator's session (401 before anything else). */
export const ruleReportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdminSession(app);
  const service = new RuleReportService(app.db, app.config.uploadDir);

  app.get(
    '/api/admin/rule-reports',
    { schema: { response: { 200: z.array(adminRuleReportSchema) } } },
    () => service.listForAdmin(),
  );

  app.put(
    '/api/admin/rule-reports/:id/resolve',
    { schema: { params: idParams, response: { 200: adminRuleReportSchema } } },
    async (request) => service.resolve(await requireAdmin(request), request.params.id),
  );
};
