import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { adminBeachMessages, type AdminBeachBody } from '@shared/admin';
import type { Beach } from '@shared/beaches';
import { slugify } from '@shared/slug';
import type { Database } from '../../db/client';
import { beaches, communityPhotos } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { freeSlug } from '../../lib/free-slug';
import { conflict, notFound } from '../../lib/http-errors';
import type { BeachCatalogue } from '../beaches/service';
import { communityPhotoFiles } from '../photos/service';
import { changedFields, recordAudit } from './audit';
import type { AdminRow } from './current-admin';

type BeachRow = typeof beaches.$inferSelect;
type BeachChanges = Partial<Omit<BeachRow, 'id' | 'createdAt'>>;

/** The columns a payload sets: every field it holds (null clears), none it leaves out. */
function columnsOf(body: AdminBeachBody): BeachChanges {
  const { slug: _slug, ...fields } = body;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * The back office's changes to the catalogue. Each one is written with its audit row in one
 * transaction; afterwards the in-memory catalogue is rebuilt, so the public list, the beach page
 * and the computed dog status show the change at once.
 */
export class BeachAdminService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: BeachCatalogue,
    private readonly uploadDir: string,
  ) {}

  async create(admin: AdminRow, body: AdminBeachBody): Promise<Beach> {
    const slug = body.slug ?? (await freeSlug(this.db, beaches, slugify(body.name), 'beach'));
    const row = await this.write(() =>
      this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(beaches)
          .values({
            accessType: 'year-round',
            ...columnsOf(body),
            name: body.name,
            location: body.location,
            description: body.description,
            slug,
          })
          .returning();
        await recordAudit(tx, admin, {
          action: 'beach.create',
          entityType: 'beach',
          entityId: created!.id,
          summary: created!.name,
          after: created!,
        });
        return created!;
      }),
    );
    return this.catalogue.find(String(row.id));
  }

  async update(admin: AdminRow, id: number, body: AdminBeachBody): Promise<Beach> {
    await this.write(() =>
      this.db.transaction(async (tx) => {
        const [before] = await tx.select().from(beaches).where(eq(beaches.id, id)).for('update');
        if (!before) throw notFound(adminBeachMessages.notFound);
        const wanted: BeachChanges = {
          ...columnsOf(body),
          ...(body.slug ? { slug: body.slug } : {}),
        };
        const changes = changedFields(before, wanted);
        if (Object.keys(changes.after).length === 0) return;
        await tx
          .update(beaches)
          .set({ ...wanted, updatedAt: new Date() })
          .where(eq(beaches.id, id));
        await recordAudit(tx, admin, {
          action: 'beach.update',
          entityType: 'beach',
          entityId: id,
          summary: body.name,
          ...changes,
        });
      }),
    );
    return this.catalogue.find(String(id));
  }

  /** Deletes a beach; its reviews, routes, photos and feedback go with it (the schema's cascades). */
  async delete(admin: AdminRow, id: number): Promise<void> {
    const photos = await this.write(() =>
      this.db.transaction(async (tx) => {
        const [before] = await tx.select().from(beaches).where(eq(beaches.id, id)).for('update');
        if (!before) throw notFound(adminBeachMessages.notFound);
        const doomed = await tx
          .select({
            photoUrl: communityPhotos.photoUrl,
            width: communityPhotos.width,
            variantWidths: communityPhotos.variantWidths,
          })
          .from(communityPhotos)
          .where(eq(communityPhotos.beachId, id));
        await tx.delete(beaches).where(eq(beaches.id, id));
        await recordAudit(tx, admin, {
          action: 'beach.delete',
          entityType: 'beach',
          entityId: id,
          summary: before.name,
          before,
        });
        return doomed;
      }),
    );
    // Committed: the community photos' files go too (the beach's own photo stays for the log).
    await Promise.all(
      photos
        .flatMap((photo) => communityPhotoFiles(photo))
        .map((file) => rm(path.join(this.uploadDir, file), { force: true })),
    );
  }

  /** Sets a beach's photo after an admin upload. */
  async setPhoto(admin: AdminRow, id: number, imageUrl: string): Promise<void> {
    await this.write(() =>
      this.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ name: beaches.name, imageUrl: beaches.imageUrl })
          .from(beaches)
          .where(eq(beaches.id, id))
          .for('update');
        if (!before) throw notFound(adminBeachMessages.notFound);
        await tx.update(beaches).set({ imageUrl, updatedAt: new Date() }).where(eq(beaches.id, id));
        await recordAudit(tx, admin, {
          action: 'beach.photo',
          entityType: 'beach',
          entityId: id,
          summary: before.name,
          before: { imageUrl: before.imageUrl },
          after: { imageUrl },
        });
      }),
    );
  }

  /** Runs a write, turns a taken slug into 409, and renews the catalogue whatever happened. */
  private async write<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(adminBeachMessages.slugTaken);
      throw error;
    } finally {
      this.catalogue.invalidate();
    }
  }
}
