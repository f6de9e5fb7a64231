import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxPhotoBytes, photoMessages } from '@shared/photos';
import {
  adminRuleReportSchema,
  createRuleReportBodySchema,
  ruleReportMessages,
  ruleReportSchema,
} from '@shared/rule-reports';
import { badRequest, HttpError } from '../../lib/http-errors';
import { WriteQuota } from '../../plugins/write-quotas';
import { requireAdmin } from '../admin/current-admin';
import { idParams, requireAdminSession } from '../admin/guard';
import { requireVerifiedUser } from '../auth/current-user';
import { displayName } from '../photos/image';
import { RuleReportService, type IncomingSignPhoto } from './service';

const beachParams = z.object({ identifier: z.string().min(1).max(200) });

const isFile = (part: MultipartFile | MultipartValue): part is MultipartFile =>
  part.type === 'file';

/**
 * JSON `{report}`, or multipart with a `report` field and an optional `photo` of the sign.
 * `beforePhoto` runs before the photo is read into memory (the user's photo quota).
 */
async function readReport(
  request: FastifyRequest,
  beforePhoto: () => Promise<void>,
): Promise<{ fields: unknown; photo: IncomingSignPhoto | null }> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, photo: null };
  const fields: Record<string, string> = {};
  let photo: IncomingSignPhoto | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxPhotoBytes, files: 2, fields: 5, fieldSize: 8192 },
    })) {
      if (isFile(part)) {
        if (part.fieldname !== 'photo') {
          await part.toBuffer();
          continue;
        }
        if (photo) throw badRequest(ruleReportMessages.onePhoto);
        await beforePhoto();
        const data = await part.toBuffer();
        if (part.file.truncated)
          throw new HttpError(413, photoMessages.tooLarge(displayName(part.filename)));
        if (data.length > 0) photo = { fileName: part.filename, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, photoMessages.tooLarge('The photo'));
    if (code === 'FST_FILES_LIMIT') throw badRequest(ruleReportMessages.onePhoto);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('Too many fields in the form');
    throw error;
  }
  return { fields, photo };
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
 * Rule reports: verified users tell us a beach's dog rules changed (5 a day); the
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
      const user = await requireVerifiedUser(request, reply);
      const beach = await app.catalogue.find(request.params.identifier);
      const { fields, photo } = await readReport(request, () => signPhotos.take(user.id));
      const { report } = parseBody(fields);
      const created = await service.create(user.id, beach.id, report, photo);
      return reply.code(201).send(created);
    },
  );
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
