import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminCommunityPhotoSchema, moderationMessages } from '@shared/admin';
import { messageResponseSchema } from '@shared/auth';
import {
  communityPhotoSchema,
  maxCaptionLength,
  maxPhotoBytes,
  maxPhotosPerUpload,
  myPhotoSchema,
  photoMessages,
  uploadResultSchema,
} from '@shared/photos';
import { badRequest } from '../../lib/http-errors';
import { readMultipart } from '../../lib/multipart';
import { WriteQuota } from '../../plugins/write-quotas';
import { currentAdmin } from '../admin/current-admin';
import { idParams, moderationRoutes, requireAdminSession } from '../admin/guard';
import { currentUser, requireUser } from '../auth/current-user';
import { ownListRoute } from '../auth/own-list';
import { displayName } from './image';
import { PhotoService, type IncomingPhoto } from './service';
import { beachListRoute, writerAtBeach } from '../beaches/contributions';
import { beachParams } from '../beaches/routes';

/**
 * Reads the multipart body: repeated `photos` files and `caption_{i}` fields. Past 4 files, past
 * 10 MB in one file or a caption too long, it stops with that rule's message. `beforeEachPhoto`
 * runs as each photo begins, before it is read into memory (the user's photo quota).
 */
async function readUpload(
  request: FastifyRequest,
  beforeEachPhoto: () => Promise<void>,
): Promise<IncomingPhoto[]> {
  const { fields, files } = await readMultipart(request, {
    limits: { fileSize: maxPhotoBytes, files: maxPhotosPerUpload + 1, fields: 20, fieldSize: 4096 },
    fileFields: ['photos', 'photo'],
    maxFiles: maxPhotosPerUpload,
    beforeFile: beforeEachPhoto,
    messages: {
      tooLarge: (name) => photoMessages.tooLarge(displayName(name ?? 'A photo')),
      tooManyFiles: photoMessages.tooMany,
      notMultipart: 'Send the photos as multipart/form-data',
    },
  });
  if (files.length === 0) throw badRequest(photoMessages.none);
  return files.map(({ fileName, data }, index) => {
    const caption = fields[`caption_${index}`]?.trim() || null;
    if (caption && caption.length > maxCaptionLength)
      throw badRequest(photoMessages.captionTooLong);
    return { fileName, data, caption };
  });
}

/** The app's photos; each change renews the catalogue, whose beaches carry their newest photo. */
const photoService = (app: FastifyInstance) =>
  new PhotoService(app.db, app.config.uploadDir, () => app.catalogue.invalidate());

/** Community photos: uploaded by verified users, listed at once, removed by owners or admins. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = photoService(app);
  const uploads = new WriteQuota(app.db, 'photo');
  const deletions = new WriteQuota(app.db, 'edit');

  app.post(
    '/api/beaches/:identifier/community-photos-bulk',
    { schema: { params: beachParams, response: { 201: uploadResultSchema } } },
    async (request, reply) => {
      const { user, beach } = await writerAtBeach(request, reply);
      const incoming = await readUpload(request, () => uploads.take(user.id));
      const photos = await service.upload(user.id, beach.id, incoming);
      return reply.code(201).send({ uploadedPhotos: photos.length, photos });
    },
  );

  beachListRoute(
    app,
    '/api/beaches/:identifier/community-photos',
    communityPhotoSchema,
    (beachId) => service.listForBeach(beachId),
  );

  ownListRoute(app, '/api/my/photos', myPhotoSchema, (user) => service.listOwn(user.id));

  app.delete(
    '/api/community-photos/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const admin = await currentAdmin(request, reply);
      const user = admin ? await currentUser(request, reply) : await requireUser(request, reply);
      // An administrator's removal is moderation, not the user's own write.
      if (!admin && user) await deletions.take(user.id);
      await service.delete(request.params.id, { userId: user?.id ?? null, admin });
      return { message: photoMessages.deleted };
    },
  );
};

/** The back office's side: every photo, and their removal (admin session only, 401 first). */
export const photoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdminSession(app);
  const service = photoService(app);

  moderationRoutes(app, {
    path: '/api/admin/community-photos',
    item: adminCommunityPhotoSchema,
    list: (query) => service.listForAdmin(query),
    remove: (admin, id) => service.delete(id, { userId: null, admin }),
    deleted: moderationMessages.photoDeleted,
  });
};
