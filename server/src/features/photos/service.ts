import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminCommunityPhoto, AdminPageQuery } from '@shared/admin';
import { photoMessages, type CommunityPhoto, type MyPhoto } from '@shared/photos';
import { displayName } from '@shared/display-name';
import type { Database } from '../../db/client';
import { beaches, communityPhotos, users } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { forbidden, HttpError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../admin/audit';
import type { AdminRow } from '../admin/current-admin';
import { readMembersPage, type Page } from '../admin/paging';
import { encodePhoto, type EncodedVariant } from './image';
import { baseOf, srcSetOf, variantUrl, widthsOf, type StoredVariants } from './variants';

export interface IncomingPhoto {
  fileName: string;
  data: Buffer;
  caption: string | null;
}

interface PhotoRow {
  id: number;
  beachId: number;
  beachName: string;
  userId: string;
  photoUrl: string;
  width: number | null;
  height: number | null;
  variantWidths: number[];
  caption: string | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
}

/** The beach was deleted after the upload began (its foreign key no longer holds). */
const isBeachGone = (error: unknown) => isForeignKeyViolation(error, 'beach');

/** File-system failures of the upload folder: full, read-only, not permitted, not a folder. */
const storageCodes = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOTDIR',
  'EEXIST',
  'EISDIR',
  'EIO',
]);
export const photoStorageFailed = 'Photos cannot be stored right now. Please try again later.';
const isStorageFailure = (error: unknown) => {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  return typeof syscall === 'string' && typeof code === 'string' && storageCodes.has(code);
};
/** 507, with the file-system error kept as its cause for the log. */
const storageError = (cause: unknown) =>
  Object.assign(new HttpError(507, photoStorageFailed), { cause });

/** Files younger than this may belong to an upload still in flight (on this or another instance). */
export const orphanGraceMs = 60_000;

/** A stored photo's files, relative to UPLOAD_DIR. */
export function communityPhotoFiles(photo: StoredVariants): string[] {
  const base = baseOf(photo.photoUrl);
  return widthsOf(photo).map((width) => path.join('community', `${base}-${width}.webp`));
}

const newestFirst = [desc(communityPhotos.createdAt), desc(communityPhotos.id)] as const;

const toPhoto = (row: PhotoRow): CommunityPhoto => ({
  id: row.id,
  beachId: row.beachId,
  beachName: row.beachName,
  photoUrl: row.photoUrl,
  srcSet: srcSetOf(row),
  width: row.width,
  height: row.height,
  caption: row.caption,
  createdAt: row.createdAt.toISOString(),
  authorName: displayName(row.firstName, row.lastName),
});

/**
 * Community photos: re-encoded on arrival, stored under `UPLOAD_DIR/community` with names the
 * server makes, shown at once (administrators remove unsuitable ones).
 */
export class PhotoService {
  private readonly folder: string;

  constructor(
    private readonly db: Database,
    private readonly uploadDir: string,
    /** Called after a committed upload or removal (the beach list shows each beach's newest photo). */
    private readonly onChange: () => void = () => {},
  ) {
    this.folder = path.join(uploadDir, 'community');
  }

  /**
   * Stores a batch whole or not at all: every file is checked and encoded in memory first; the
   * files are written under temporary names, the rows inserted in one transaction, and the files
   * renamed into place before it commits. Any failure removes every file written.
   */
  async upload(
    userId: string,
    beachId: number,
    incoming: IncomingPhoto[],
  ): Promise<CommunityPhoto[]> {
    const encoded: (IncomingPhoto & { base: string; variants: EncodedVariant[] })[] = [];
    for (const photo of incoming) {
      encoded.push({
        ...photo,
        base: randomUUID(),
        variants: await encodePhoto(photo.data, photo.fileName),
      });
    }
    const written: string[] = [];
    let ids: number[];
    try {
      await mkdir(this.folder, { recursive: true });
      const moves: { from: string; to: string }[] = [];
      for (const photo of encoded) {
        for (const variant of photo.variants) {
          const to = path.join(this.folder, `${photo.base}-${variant.width}.webp`);
          const from = path.join(this.folder, `.tmp-${photo.base}-${variant.width}`);
          written.push(from, to);
          await writeFile(from, variant.data, { mode: 0o644 });
          moves.push({ from, to });
        }
      }
      ids = await this.db.transaction(async (tx) => {
        const rows = await tx
          .insert(communityPhotos)
          .values(
            encoded.map((photo) => {
              const largest = photo.variants.at(-1)!;
              return {
                beachId,
                userId,
                photoUrl: variantUrl(photo.base, largest.width),
                caption: photo.caption,
                width: largest.width,
                height: largest.height,
                variantWidths: photo.variants.map((variant) => variant.width),
              };
            }),
          )
          .returning({ id: communityPhotos.id });
        for (const move of moves) await rename(move.from, move.to);
        return rows.map((row) => row.id);
      });
    } catch (error) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      if (isBeachGone(error)) throw notFound('Beach not found');
      throw isStorageFailure(error) ? storageError(error) : error;
    }
    // Committed: from here on the rows and files stay, whatever happens to this answer.
    this.onChange();
    const stored = await this.listWhere(inArray(communityPhotos.id, ids));
    return ids.map((id) => stored.find((photo) => photo.id === id)!);
  }

  /**
   * Removes what an interrupted upload left behind (a process killed mid-write): temporary files,
   * and files no row names (renamed into place before a commit that never came). Files younger
   * than `graceMs` are left alone, as another instance may be uploading them right now.
   */
  async sweepOrphans(graceMs = orphanGraceMs): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return [];
    }
    const rows = await this.db
      .select({
        photoUrl: communityPhotos.photoUrl,
        variantWidths: communityPhotos.variantWidths,
        width: communityPhotos.width,
      })
      .from(communityPhotos);
    const kept = new Set(
      rows.flatMap((row) => communityPhotoFiles(row).map((file) => path.basename(file))),
    );
    const removed: string[] = [];
    const cutoff = Date.now() - graceMs;
    for (const name of names) {
      if (kept.has(name)) continue;
      if (!name.startsWith('.tmp-') && !/^[0-9a-f-]{36}-\d+\.webp$/.test(name)) continue;
      const file = path.join(this.folder, name);
      try {
        if ((await stat(file)).mtimeMs > cutoff) continue;
        await rm(file, { force: true });
        removed.push(name);
      } catch {
        // Gone already, or not ours to remove: the next sweep tries again.
      }
    }
    return removed;
  }

  /** A beach's approved photos, newest first. */
  listForBeach(beachId: number): Promise<CommunityPhoto[]> {
    return this.listWhere(
      and(eq(communityPhotos.beachId, beachId), eq(communityPhotos.isApproved, true)),
    );
  }

  /** The member's own photos, newest first, each with its beach's slug (the profile links it). */
  async listOwn(userId: string): Promise<MyPhoto[]> {
    const rows = await this.select()
      .where(eq(communityPhotos.userId, userId))
      .orderBy(...newestFirst);
    return rows.map((row) => ({ ...toPhoto(row), beachSlug: row.beachSlug }));
  }

  /** Every photo for the back office, with its member's name and e-mail, newest first. */
  listForAdmin(query: AdminPageQuery): Promise<Page<AdminCommunityPhoto>> {
    return readMembersPage(this.db, communityPhotos, query, (photo, beachName, member) => ({
      id: photo.id,
      beachId: photo.beachId,
      beachName,
      photoUrl: photo.photoUrl,
      caption: photo.caption,
      createdAt: photo.createdAt.toISOString(),
      user: { id: photo.userId, ...member },
    }));
  }

  /**
   * Deletes a photo and its files: its owner, or an administrator, whose removal is written to the
   * audit log in the same transaction.
   */
  async delete(photoId: number, requester: { userId: string | null; admin: AdminRow | null }) {
    const [row] = await this.select().where(eq(communityPhotos.id, photoId)).limit(1);
    if (!row) throw notFound(photoMessages.notFound);
    const { admin } = requester;
    if (!admin && row.userId !== requester.userId) throw forbidden(photoMessages.notYours);
    await this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(communityPhotos)
        .where(eq(communityPhotos.id, photoId))
        .returning({ id: communityPhotos.id });
      if (deleted.length === 0) throw notFound(photoMessages.notFound);
      if (admin) {
        await recordAudit(tx, admin, {
          action: 'community-photo.delete',
          entityType: 'community-photo',
          entityId: photoId,
          summary: `Photo of ${row.beachName}${row.firstName ? ` by ${row.firstName}` : ''}`,
          before: toPhoto(row),
        });
      }
    });
    this.onChange();
    await Promise.all(
      communityPhotoFiles(row).map((file) => rm(path.join(this.uploadDir, file), { force: true })),
    );
  }

  private select() {
    return this.db
      .select({
        id: communityPhotos.id,
        beachId: communityPhotos.beachId,
        beachName: beaches.name,
        beachSlug: beaches.slug,
        userId: communityPhotos.userId,
        photoUrl: communityPhotos.photoUrl,
        width: communityPhotos.width,
        height: communityPhotos.height,
        variantWidths: communityPhotos.variantWidths,
        caption: communityPhotos.caption,
        createdAt: communityPhotos.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(communityPhotos)
      .innerJoin(beaches, eq(beaches.id, communityPhotos.beachId))
      .innerJoin(users, eq(users.id, communityPhotos.userId));
  }

  private async listWhere(where: SQL | undefined): Promise<CommunityPhoto[]> {
    const rows = await this.select()
      .where(where)
      .orderBy(...newestFirst);
    return rows.map(toPhoto);
  }
}
