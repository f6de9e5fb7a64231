import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { beachPhotoMaxBytes, type BeachPhotoUpload } from '@shared/admin';
import { badRequest, HttpError } from '../../lib/http-errors';
import { displayName, encodePhoto } from '../photos/image';
import type { BeachAdminService } from './beaches';
import type { AdminRow } from './current-admin';

export const beachPhotoMessages = {
  none: 'Please choose a photo to upload',
  tooLarge: 'File size must be less than 10MB',
  badBeachId: 'beachId must be a beach id',
  notMultipart: 'Send the photo as multipart/form-data',
} as const;

export interface IncomingBeachPhoto {
  fileName: string;
  data: Buffer;
  beachId: number | undefined;
}

const isFile = (part: MultipartFile | MultipartValue): part is MultipartFile =>
  part.type === 'file';

/** Reads `photo` (one file, at most 10 MB) and an optional `beachId` from the multipart body. */
export async function readBeachPhoto(request: FastifyRequest): Promise<IncomingBeachPhoto> {
  let photo: { fileName: string; data: Buffer } | undefined;
  let beachId: number | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: beachPhotoMaxBytes, files: 2, fields: 10, fieldSize: 1024 },
    })) {
      if (isFile(part)) {
        const data = await part.toBuffer();
        if (part.fieldname !== 'photo' || photo) continue;
        if (part.file.truncated) throw new HttpError(413, beachPhotoMessages.tooLarge);
        photo = { fileName: part.filename, data };
      } else if (part.fieldname === 'beachId' && typeof part.value === 'string' && part.value) {
        if (!/^\d{1,9}$/.test(part.value)) throw badRequest(beachPhotoMessages.badBeachId);
        beachId = Number(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, beachPhotoMessages.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new HttpError(415, beachPhotoMessages.notMultipart);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('Send one photo and, optionally, a beachId');
    throw error;
  }
  if (!photo) throw badRequest(beachPhotoMessages.none);
  return { ...photo, beachId };
}

/**
 * A beach photo from the back office: checked by content and re-encoded like community photos
 * (metadata stripped, WebP at 480/960/1600 px), stored under `UPLOAD_DIR/beaches`. With a beach,
 * it becomes that beach's photo (audited); without, only its URL is returned for later use.
 */
export async function storeBeachPhoto(
  uploadDir: string,
  beachesService: BeachAdminService,
  admin: AdminRow,
  incoming: IncomingBeachPhoto,
): Promise<BeachPhotoUpload> {
  const variants = await encodePhoto(incoming.data, incoming.fileName);
  const folder = path.join(uploadDir, 'beaches');
  await mkdir(folder, { recursive: true });
  const base = randomUUID();
  const files = variants.map((variant) => path.join(folder, `${base}-${variant.width}.webp`));
  try {
    await Promise.all(
      variants.map(async (variant, index) => {
        const temporary = `${files[index]!}.tmp`;
        await writeFile(temporary, variant.data, { mode: 0o644 });
        await rename(temporary, files[index]!);
      }),
    );
    const imageUrl = `/uploads/beaches/${base}-${variants.at(-1)!.width}.webp`;
    if (incoming.beachId !== undefined) {
      await beachesService.setPhoto(admin, incoming.beachId, imageUrl);
    }
    return {
      originalName: displayName(incoming.fileName),
      imageUrl,
      url: imageUrl,
      beachId: incoming.beachId ?? null,
    };
  } catch (error) {
    await Promise.all(
      files.flatMap((file) => [rm(file, { force: true }), rm(`${file}.tmp`, { force: true })]),
    );
    throw error;
  }
}
