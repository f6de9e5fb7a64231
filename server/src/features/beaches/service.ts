import { asc, eq, sql } from 'drizzle-orm';
import type { Beach, BeachListQuery, Review, Stats } from '@shared/beaches';
import { queryBeaches } from '@shared/beach-list';
import type { Database } from '../../db/client';
import { beaches, reviews } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { prepareJson, type CachedJson } from '../../lib/cached-json';

type BeachRow = typeof beaches.$inferSelect;

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

function toBeach(row: BeachRow, reviewCount: number, ratingSum: number): Beach {
  return {
    ...row,
    averageRating: reviewCount > 0 ? roundTo2(ratingSum / reviewCount) : 0,
    totalReviews: reviewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface Snapshot {
  list: Beach[];
  byId: Map<number, Beach>;
  bySlug: Map<string, Beach>;
  stats: Stats;
  answers: Map<string, CachedJson>;
}

const maxCachedAnswers = 500;

/**
 * The catalogue as the public reads it, held in memory: the beach list is the hottest call, so it
 * is built once from the database and rebuilt after any change to a beach, review or rating
 * (a write calls `invalidate()`).
 */
export class BeachCatalogue {
  private snapshot: Promise<Snapshot> | null = null;
  private generation = 0;

  constructor(private readonly db: Database) {}

  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
  }

  private load(): Promise<Snapshot> {
    if (this.snapshot) return this.snapshot;
    const generation = this.generation;
    const loading = this.build().catch((error: unknown) => {
      if (this.generation === generation) this.snapshot = null;
      throw error;
    });
    this.snapshot = loading;
    return loading;
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
    const rows = await this.db
      .select({ beach: beaches, reviewCount: totals.reviewCount, ratingSum: totals.ratingSum })
      .from(beaches)
      .leftJoin(totals, eq(totals.beachId, beaches.id))
      .orderBy(asc(beaches.name));
    const list = rows.map((row) => toBeach(row.beach, row.reviewCount ?? 0, row.ratingSum ?? 0));
    const reviewCount = rows.reduce((sum, row) => sum + (row.reviewCount ?? 0), 0);
    const ratingSum = rows.reduce((sum, row) => sum + (row.ratingSum ?? 0), 0);
    return {
      list,
      byId: new Map(list.map((beach) => [beach.id, beach])),
      bySlug: new Map(list.map((beach) => [beach.slug, beach])),
      stats: {
        totalBeaches: list.length,
        yearRoundBeaches: list.filter((beach) => beach.accessType === 'year-round').length,
        totalReviews: reviewCount,
        averageRating: reviewCount > 0 ? roundTo2(ratingSum / reviewCount) : 0,
      },
      answers: new Map(),
    };
  }

  private async answer(key: string, make: (snapshot: Snapshot) => unknown): Promise<CachedJson> {
    const snapshot = await this.load();
    let json = snapshot.answers.get(key);
    if (!json) {
      json = prepareJson(make(snapshot));
      if (snapshot.answers.size >= maxCachedAnswers) snapshot.answers.clear();
      snapshot.answers.set(key, json);
    }
    return json;
  }

  async list(query: BeachListQuery = {}): Promise<Beach[]> {
    return queryBeaches((await this.load()).list, query);
  }

  /** The list answer for a query, prepared once per distinct query until the next change. */
  listAnswer(query: BeachListQuery): Promise<CachedJson> {
    const key = `list:${JSON.stringify(query, Object.keys(query).sort())}`;
    return this.answer(key, (snapshot) => queryBeaches(snapshot.list, query));
  }

  async find(identifier: string): Promise<Beach> {
    const snapshot = await this.load();
    const beach = /^\d+$/.test(identifier)
      ? snapshot.byId.get(Number(identifier))
      : snapshot.bySlug.get(identifier.toLowerCase());
    if (!beach) throw notFound('Beach not found');
    return beach;
  }

  async findAnswer(identifier: string): Promise<CachedJson> {
    const beach = await this.find(identifier);
    return this.answer(`beach:${beach.id}`, () => beach);
  }

  statsAnswer(): Promise<CachedJson> {
    return this.answer('stats', (snapshot) => snapshot.stats);
  }

  async stats(): Promise<Stats> {
    return (await this.load()).stats;
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
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
