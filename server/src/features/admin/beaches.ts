import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { adminBeachMessages, type AdminBeachBody } from '@shared/admin';
import { amenityFlags, type AmenityFlag, type Beach, type DogRule } from '@shared/beaches';
import { facilitiesWithFlags } from '@shared/facilities';
import { formatLocalDate, todayInLondon } from '@shared/london-time';
import { ruleTextIssues, type RuleTextField } from '@shared/rule-text-check';
import { slugify } from '@shared/slug';
import type { Database } from '../../db/client';
import { beaches, communityPhotos } from '../../db/schema';
import { refuseDuplicate } from '../../lib/db-errors';
import { freeSlug } from '../../lib/free-slug';
import { invalidFields, notFound } from '../../lib/http-errors';
import type { BeachCatalogue } from '../beaches/service';
import { communityPhotoFiles } from '../photos/service';
import { resolveOpenReports, type Reporter } from '../rule-reports/service';
import { changedFields, lockForChange, recordAudit } from './audit';
import type { AdminRow } from './current-admin';

type BeachRow = typeof beaches.$inferSelect;

/** A change to any of these means the dog rules were checked: the date moves, reports resolve. */
export const dogRuleFields = [
  'dogRule',
  'accessType',
  'accessInfo',
  'seasonalRestrictions',
  'restrictionPeriod',
] as const;
type BeachChanges = Partial<Omit<BeachRow, 'id' | 'createdAt'>>;

const flagsOf = (row: Partial<Record<AmenityFlag, boolean>>) =>
  Object.fromEntries(amenityFlags.map((flag) => [flag, row[flag] ?? false])) as Record<
    AmenityFlag,
    boolean
  >;

/**
 * Refuses (400) a save that would leave a dog text contradicting the structured rule: the texts
 * and rule the beach will hold, whether sent now or kept from before.
 */
function refuseContradictions(
  beach: Partial<Record<RuleTextField, string | null>> & { dogRule?: DogRule | null },
) {
  const errors = ruleTextIssues(beach, beach.dogRule);
  if (errors.length > 0) throw invalidFields(errors);
}

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
    /** Told, after the commit, whom to thank when a rule edit resolved their reports. */
    private readonly onReportsResolved: (reporters: Reporter[]) => void = () => {},
    /** Told, after the commit, that a beach's dog rule changed (rule-change alerts). */
    private readonly onRuleChanged: (beachId: number) => void = () => {},
  ) {}

  async create(admin: AdminRow, body: AdminBeachBody): Promise<Beach> {
    refuseContradictions(body);
    const slug = body.slug ?? (await freeSlug(this.db, beaches, slugify(body.name), 'beach'));
    const today = formatLocalDate(todayInLondon(this.catalogue.now()));
    // A switch turned on records "yes"; those left off stay "not known", not "no".
    const facilities = facilitiesWithFlags(null, flagsOf({}), body, today);
    const row = await this.write(() =>
      this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(beaches)
          .values({
            accessType: 'year-round',
            dogRulesCheckedOn: body.dogRule?.checkedOn ?? today,
            ...columnsOf(body),
            facilities,
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

  /**
   * Changes a beach. When its dog rule or access fields change, the rules count as checked today
   * (the beach's checked date and the rule's `checkedOn`), its open rule reports are resolved in
   * the same transaction, and each reporter is thanked once it has committed.
   */
  async update(admin: AdminRow, id: number, body: AdminBeachBody): Promise<Beach> {
    let ruleSaved = false;
    const reporters = await this.write(() =>
      this.db.transaction(async (tx) => {
        const before = await lockForChange(tx, beaches, id, adminBeachMessages.notFound);
        const today = formatLocalDate(todayInLondon(this.catalogue.now()));
        let wanted: BeachChanges = {
          ...columnsOf(body),
          ...(body.slug ? { slug: body.slug } : {}),
        };
        refuseContradictions({ ...before, ...wanted });
        const facilities = facilitiesWithFlags(before.facilities, flagsOf(before), body, today);
        if (facilities !== before.facilities) wanted = { ...wanted, facilities };
        const ruleChanged = dogRuleFields.some(
          (field) => field in changedFields(before, wanted).after,
        );
        let reporters: Reporter[] = [];
        if (ruleChanged) {
          const rule = wanted.dogRule === undefined ? before.dogRule : wanted.dogRule;
          wanted = {
            ...wanted,
            dogRulesCheckedOn: today,
            ...(rule ? { dogRule: { ...rule, checkedOn: today } } : {}),
          };
          reporters = await resolveOpenReports(tx, admin, id);
        }
        const changes = changedFields(before, wanted);
        if (Object.keys(changes.after).length === 0) return reporters;
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
        ruleSaved = ruleChanged;
        return reporters;
      }),
    );
    if (reporters.length > 0) this.onReportsResolved(reporters);
    if (ruleSaved) this.onRuleChanged(id);
    return this.catalogue.find(String(id));
  }

  /** Deletes a beach; its reviews, routes, photos and feedback go with it (the schema's cascades). */
  async delete(admin: AdminRow, id: number): Promise<void> {
    const photos = await this.write(() =>
      this.db.transaction(async (tx) => {
        const before = await lockForChange(tx, beaches, id, adminBeachMessages.notFound);
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
      return await refuseDuplicate(change(), adminBeachMessages.slugTaken);
    } finally {
      this.catalogue.invalidate();
    }
  }
}
