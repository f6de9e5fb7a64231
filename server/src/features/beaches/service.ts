import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  hasOwnPhoto,
  type Beach,
  type BeachCommunityPhoto,
  type BeachListQuery,
  type Review,
  type Stats,
} from '@shared/beaches';
import { queryBeaches } from '@shared/beach-list';
import { dogStatusAt } from '@shared/dog-rules';
import { displayName, displayNameOf } from '@shared/display-name';
import { londonDayBounds, todayInLondon } from '@shared/london-time';
import type { Database } from '../../db/client';
import { beaches, communityPhotos, reviews, users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { prepareJson, type CachedJson } from '../../lib/cached-json';
import { srcSetOf } from '../photos/variants';

type BeachRow = typeof beaches.$inferSelect;
/**
 * A beach as stored, with its ratings; today's dog status is added per view. The rules' checked
 * date feeds `dogStatus.checkedOn` and is not a field of the answer (its shape stays the same).
 */
type BeachRecord = Omit<Beach, 'dogStatus'> & { dogRulesCheckedOn: string | null };

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** A beach's newest approved community photo as read, with its contributor's names. */
interface CoverRow {
  photoUrl: string | null;
  width: number | null;
  height: number | null;
  variantWidths: number[] | null;
  caption: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The cover a beach without its own photo shows; the contributor's surname stays here. */
function toCommunityPhoto(
  imageUrl: string | null,
  cover: CoverRow | null,
): BeachCommunityPhoto | null {
  if (hasOwnPhoto(imageUrl) || !cover?.photoUrl) return null;
  const stored = {
    photoUrl: cover.photoUrl,
    width: cover.width,
    variantWidths: cover.variantWidths ?? [],
  };
  return {
    url: cover.photoUrl,
    srcSet: srcSetOf(stored),
    width: cover.width,
    height: cover.height,
    caption: cover.caption,
    contributor: displayName(cover.firstName, cover.lastName),
  };
}

function toRecord(
  row: BeachRow,
  cover: CoverRow | null,
  reviewCount: number,
  ratingSum: number,
): BeachRecord {
  return {
    ...row,
    communityPhoto: toCommunityPhoto(row.imageUrl, cover),
    averageRating: reviewCount > 0 ? roundTo2(ratingSum / reviewCount) : 0,
    totalReviews: reviewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What is read from the database: rebuilt after any change to a beach, review or rating. */
interface Snapshot {
  records: BeachRecord[];
  stats: Stats;
}

/** The snapshot with each beach's dog status at one moment, valid until the first status changes. */
interface View {
  list: Beach[];
  byId: Map<number, Beach>;
  bySlug: Map<string, Beach>;
  validFrom: number;
  validUntil: number;
  answers: Map<string, CachedJson>;
}

const maxCachedAnswers = 500;

function makeView(snapshot: Snapshot, now: Date): View {
  const list = snapshot.records.map(({ dogRulesCheckedOn: _checkedOn, ...record }) => ({
    ...record,
    dogStatus: dogStatusAt({ ...record, dogRulesCheckedOn: _checkedOn }, now),
  }));
  // A zone's change (the main beach's ban starting) can leave the beach's own state as it was.
  const changes = list.flatMap((beach) =>
    [beach.dogStatus.nextChange, ...beach.dogStatus.parts.map((part) => part.nextChange)].flatMap(
      (change) => (change ? [Date.parse(change.at)] : []),
    ),
  );
  // "Today" wording changes at midnight even when no rule does.
  const midnight = londonDayBounds(todayInLondon(now)).end.getTime();
  return {
    list,
    byId: new Map(list.map((beach) => [beach.id, beach])),
    bySlug: new Map(list.map((beach) => [beach.slug, beach])),
    validFrom: now.getTime(),
    validUntil: Math.min(midnight, ...changes),
    answers: new Map(),
  };
}

/**
 * The catalogue as the public reads it, held in memory: the beach list is the hottest call, so it
 * is built once from the database and rebuilt after any change to a beach, review or rating (a
 * write calls `invalidate()`). Each beach carries its dog status now; the prepared answers are
 * remade when the first status changes (a ban starting at 10am) or at midnight.
 */
export class BeachCatalogue {
  private snapshot: Promise<Snapshot> | null = null;
  private view: { snapshot: Snapshot; view: View } | null = null;
  private generation = 0;
  /** The clock; tests set it to a moment of their choosing. */
  now: () => Date = () => new Date();

  constructor(private readonly db: Database) {}

  /** Goes up with every change to the catalogue (a cache of anything drawn from it keys on it). */
  get version(): number {
    return this.generation;
  }

  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
  }

  private loadSnapshot(): Promise<Snapshot> {
    if (this.snapshot) return this.snapshot;
    const generation = this.generation;
    const loading = this.build().catch((error: unknown) => {
      if (this.generation === generation) this.snapshot = null;
      throw error;
    });
    this.snapshot = loading;
    return loading;
  }

  private async load(): Promise<View> {
    const snapshot = await this.loadSnapshot();
    const now = this.now();
    const current = this.view;
    const stale =
      !current ||
      current.snapshot !== snapshot ||
      now.getTime() < current.view.validFrom ||
      now.getTime() >= current.view.validUntil;
    if (!stale) return current.view;
    const view = makeView(snapshot, now);
    this.view = { snapshot, view };
    return view;
  }

  private async build(): Promise<Snapshot> {
    const totals = this.db
      .select({
        beachId: reviews.beachId,
        reviewCount: sql<number>`count(*)::int`.as('review_count'),
        ratingSum: sql<number>`sum(${reviews.rating})::int`.as('rating_sum'),
      })
      .from(reviews)
      .groupBy(reviews.beachId)
      .as('totals');
    // Each beach's newest approved community photo, in the same query: one index probe a beach.
    const cover = this.db
      .select({
        photoUrl: communityPhotos.photoUrl,
        width: communityPhotos.width,
        height: communityPhotos.height,
        variantWidths: communityPhotos.variantWidths,
        caption: communityPhotos.caption,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(communityPhotos)
      .innerJoin(users, eq(users.id, communityPhotos.userId))
      .where(and(eq(communityPhotos.beachId, beaches.id), eq(communityPhotos.isApproved, true)))
      .orderBy(desc(communityPhotos.createdAt), desc(communityPhotos.id))
      .limit(1)
      .as('cover');
    const rows = await this.db
      .select({
        beach: beaches,
        cover: {
          photoUrl: cover.photoUrl,
          width: cover.width,
          height: cover.height,
          variantWidths: cover.variantWidths,
          caption: cover.caption,
          firstName: cover.firstName,
          lastName: cover.lastName,
        },
        reviewCount: totals.reviewCount,
        ratingSum: totals.ratingSum,
      })
      .from(beaches)
      .leftJoin(totals, eq(totals.beachId, beaches.id))
      .leftJoinLateral(cover, sql`true`)
      .orderBy(asc(beaches.name));
    const records = rows.map((row) =>
      toRecord(row.beach, row.cover, row.reviewCount ?? 0, row.ratingSum ?? 0),
    );
    const reviewCount = rows.reduce((sum, row) => sum + (row.reviewCount ?? 0), 0);
    const ratingSum = rows.reduce((sum, row) => sum + (row.ratingSum ?? 0), 0);
    return {
      records,
      stats: {
        totalBeaches: records.length,
        yearRoundBeaches: records.filter((beach) => beach.accessType === 'year-round').length,
        totalReviews: reviewCount,
        averageRating: reviewCount > 0 ? roundTo2(ratingSum / reviewCount) : 0,
      },
    };
  }

  private async answer(key: string, make: (view: View) => unknown): Promise<CachedJson> {
    const view = await this.load();
    let json = view.answers.get(key);
    if (!json) {
      json = prepareJson(make(view));
      if (view.answers.size >= maxCachedAnswers) view.answers.clear();
      view.answers.set(key, json);
    }
    return json;
  }

  /** The list answer for a query, prepared once per distinct query until the next change. */
  listAnswer(query: BeachListQuery): Promise<CachedJson> {
    const key = `list:${JSON.stringify(query, Object.keys(query).sort())}`;
    return this.answer(key, (view) => queryBeaches(view.list, query));
  }

  /** Every beach with its status now, by name (the back office's list). */
  async all(): Promise<Beach[]> {
    return (await this.load()).list;
  }

  async find(identifier: string): Promise<Beach> {
    const view = await this.load();
    const beach = /^\d+$/.test(identifier)
      ? view.byId.get(Number(identifier))
      : view.bySlug.get(identifier.toLowerCase());
    if (!beach) throw notFound('Beach not found');
    return beach;
  }

  async findAnswer(identifier: string): Promise<CachedJson> {
    const beach = await this.find(identifier);
    return this.answer(`beach:${beach.id}`, () => beach);
  }

  async statsAnswer(): Promise<CachedJson> {
    const { stats } = await this.loadSnapshot();
    return this.answer('stats', () => stats);
  }
}

export async function listReviews(db: Database, beachId: number): Promise<Review[]> {
  const rows = await db
    .select({
      id: reviews.id,
      beachId: reviews.beachId,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      visitDate: reviews.visitDate,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.beachId, beachId))
    .orderBy(sql`${reviews.createdAt} desc, ${reviews.id} desc`);
  // Rows written before every name was stored short still show only the initial of a surname.
  return rows.map((row) => ({
    ...row,
    reviewerName: displayNameOf(row.reviewerName),
    createdAt: row.createdAt.toISOString(),
  }));
}
