import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ruleReportMessages,
  ruleReportsPerDay,
  type AdminRuleReport,
  type MyRuleReport,
  type RuleReport,
} from '@shared/rule-reports';
import type { Database } from '../../db/client';
import { beaches, ruleReports, users } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { notFound } from '../../lib/http-errors';
import type { Mailer } from '../../plugins/mail';
import { RateLimit } from '../../plugins/rate-limits';
import { recordAudit } from '../admin/audit';
import type { AdminRow } from '../admin/current-admin';
import { memberColumns } from '../admin/paging';
import { listOwnWithBeach } from '../auth/own-list';
import { encodePhoto } from '../photos/image';
import { ruleReportThanksMail } from './emails';

export interface IncomingSignPhoto {
  fileName: string;
  data: Buffer;
}

/** A reporter to thank once the rule is updated. */
export interface Reporter {
  email: string;
  firstName: string | null;
  beachName: string;
  beachSlug: string;
}

type ReportRow = typeof ruleReports.$inferSelect;

const toReport = (row: ReportRow): RuleReport => ({
  id: row.id,
  beachId: row.beachId,
  report: row.report,
  photoUrl: row.photoUrl,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

const publicPrefix = '/uploads/rule-reports/';

/**
 * Resolves every open report of a beach, in the caller's transaction (the admin's rule edit), and
 * returns their reporters to thank once it has committed.
 */
export async function resolveOpenReports(
  tx: Database,
  admin: AdminRow,
  beachId: number,
): Promise<Reporter[]> {
  const resolved = await tx
    .update(ruleReports)
    .set({ status: 'resolved', resolvedAt: new Date(), resolvedByAdminId: admin.id })
    .where(and(eq(ruleReports.beachId, beachId), eq(ruleReports.status, 'open')))
    .returning({ userId: ruleReports.userId });
  if (resolved.length === 0) return [];
  const rows = await tx
    .selectDistinct({
      email: users.email,
      firstName: users.firstName,
      beachName: beaches.name,
      beachSlug: beaches.slug,
    })
    .from(users)
    .innerJoin(beaches, eq(beaches.id, beachId))
    .where(inArray(users.id, [...new Set(resolved.map((row) => row.userId))]));
  return rows;
}

/** One thank-you per reporter and beach (mail goes out after the answer; it never throws). */
export function thankReporters(mailer: Mailer, publicUrl: string, reporters: Reporter[]) {
  for (const reporter of reporters) {
    mailer.send(
      ruleReportThanksMail(
        reporter.email,
        reporter.firstName,
        reporter.beachName,
        `${publicUrl}/beach/${encodeURIComponent(reporter.beachSlug)}`,
      ),
    );
  }
}

/** Reports that a beach's dog rules changed: written by users, read by the back office. */
export class RuleReportService {
  private readonly limit: RateLimit;
  private readonly folder: string;

  constructor(
    private readonly db: Database,
    uploadDir: string,
  ) {
    this.limit = new RateLimit(
      db,
      'rule-report',
      { points: ruleReportsPerDay, windowSeconds: 24 * 60 * 60 },
      ruleReportMessages.tooMany,
    );
    this.folder = path.join(uploadDir, 'rule-reports');
  }

  /**
   * Stores a report and its sign photo (re-encoded like community photos: no metadata, WebP, the
   * largest width only). Five reports a day per user; a refused photo costs no report.
   */
  async create(
    userId: string,
    beachId: number,
    report: string,
    photo: IncomingSignPhoto | null,
  ): Promise<RuleReport> {
    const encoded = photo ? (await encodePhoto(photo.data, photo.fileName)).at(-1)! : null;
    await this.limit.consume(userId);
    let file: string | null = null;
    let photoUrl: string | null = null;
    if (encoded) {
      const name = `${randomUUID()}-${encoded.width}.webp`;
      await mkdir(this.folder, { recursive: true });
      file = path.join(this.folder, name);
      await writeFile(file, encoded.data, { mode: 0o644 });
      photoUrl = `${publicPrefix}${name}`;
    }
    try {
      const [row] = await this.db
        .insert(ruleReports)
        .values({ beachId, userId, report, photoUrl })
        .returning();
      return toReport(row!);
    } catch (error) {
      if (file) await rm(file, { force: true });
      throw isForeignKeyViolation(error) ? notFound('Beach not found') : error;
    }
  }

  private async listWhere(where: SQL | undefined): Promise<AdminRuleReport[]> {
    const rows = await this.db
      .select({
        report: ruleReports,
        beachName: beaches.name,
        beachSlug: beaches.slug,
        ...memberColumns,
      })
      .from(ruleReports)
      .innerJoin(beaches, eq(beaches.id, ruleReports.beachId))
      .innerJoin(users, eq(users.id, ruleReports.userId))
      .where(where)
      .orderBy(
        asc(sql`case when ${ruleReports.status} = 'open' then 0 else 1 end`),
        desc(ruleReports.createdAt),
        desc(ruleReports.id),
      )
      .limit(500);
    return rows.map((row) => ({
      ...toReport(row.report),
      beachName: row.beachName,
      beachSlug: row.beachSlug,
      reporter: { firstName: row.firstName, lastName: row.lastName, email: row.email },
      resolvedAt: row.report.resolvedAt?.toISOString() ?? null,
    }));
  }

  /** The user's own reports, newest first, open or resolved, with each beach's name and slug. */
  listOwn(userId: string): Promise<MyRuleReport[]> {
    return listOwnWithBeach(this.db, ruleReports, userId, (row) => ({
      ...toReport(row),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    }));
  }

  /** The back office's list: open reports first, each group newest first (the latest 500). */
  listForAdmin(): Promise<AdminRuleReport[]> {
    return this.listWhere(undefined);
  }

  /**
   * "Mark resolved" without editing the rule (the report was wrong, or already dealt with): no
   * thank-you mail, since nothing on the beach changed. Logged like every admin change.
   */
  async resolve(admin: AdminRow, id: number): Promise<AdminRuleReport> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: ruleReports.status, beachName: beaches.name })
        .from(ruleReports)
        .innerJoin(beaches, eq(beaches.id, ruleReports.beachId))
        .where(eq(ruleReports.id, id))
        .for('update');
      if (!before) throw notFound(ruleReportMessages.notFound);
      if (before.status === 'resolved') return;
      await tx
        .update(ruleReports)
        .set({ status: 'resolved', resolvedAt: new Date(), resolvedByAdminId: admin.id })
        .where(eq(ruleReports.id, id));
      await recordAudit(tx, admin, {
        action: 'rule-report.resolve',
        entityType: 'rule-report',
        entityId: id,
        summary: before.beachName,
        before: { status: 'open' },
        after: { status: 'resolved' },
      });
    });
    const [report] = await this.listWhere(eq(ruleReports.id, id));
    if (!report) throw notFound(ruleReportMessages.notFound);
    return report;
  }
}
