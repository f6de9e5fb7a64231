import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { beachPhotoMaxBytes, type BeachPhotoUpload } from '@shared/admin';
import { badRequest } from '../../lib/http-errors';
import { readMultipart } from '../../lib/multipart';
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

/** Reads `photo` (one file, at most 10 MB) and an optional `beachId` from the multipart body. */
export async function readBeachPhoto(request: FastifyRequest): Promise<IncomingBeachPhoto> {
  let beachId: number | undefined;
  const { files } = await readMultipart(request, {
    limits: { fileSize: beachPhotoMaxBytes, files: 2, fields: 10, fieldSize: 1024 },
    fileFields: ['photo'],
    maxFiles: 1,
    extraFiles: 'drop',
    onField: (name, value) => {
      if (name !== 'beachId' || !value) return;
      if (!/^\d{1,9}$/.test(value)) throw badRequest(beachPhotoMessages.badBeachId);
      beachId = Number(value);
    },
    messages: {
      tooLarge: () => beachPhotoMessages.tooLarge,
      tooManyFiles: 'Send one photo and, optionally, a beachId',
      tooManyFields: 'Send one photo and, optionally, a beachId',
      notMultipart: beachPhotoMessages.notMultipart,
    },
  });
  const [photo] = files;
  if (!photo) throw badRequest(beachPhotoMessages.none);
  return { fileName: photo.fileName, data: photo.data, beachId };
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
