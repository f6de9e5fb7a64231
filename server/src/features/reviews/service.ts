import { and, desc, eq } from 'drizzle-orm';
import type { Review } from '@shared/beaches';
import { publicName, reviewMessages, type MyReview, type ReviewBody } from '@shared/reviews';
import type { Database } from '../../db/client';
import { beaches, reviews } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import type { UserRow } from '../auth/service';

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  beachId: row.beachId,
  reviewerName: row.reviewerName,
  rating: row.rating,
  reviewText: row.reviewText,
  visitDate: row.visitDate,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Reviews by verified users, one per user and beach. Every change calls `onChange`, which renews
 * the catalogue's ratings, counts and stats (they are computed from this table).
 */
export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly onChange: () => void,
  ) {}

  async create(user: UserRow, beachId: number, body: ReviewBody): Promise<Review> {
    try {
      const [row] = await this.db
        .insert(reviews)
        .values({
          beachId,
          userId: user.id,
          rating: body.rating,
          reviewText: body.reviewText,
          visitDate: body.visitDate,
          reviewerName: publicName(user.firstName, user.lastName, 'A dog owner'),
        })
        .returning();
      this.onChange();
      return toReview(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(reviewMessages.alreadyReviewed);
      throw error;
    }
  }

  async update(user: UserRow, id: number, body: ReviewBody): Promise<Review> {
    await this.findOwn(user, id);
    const [row] = await this.db
      .update(reviews)
      .set({
        rating: body.rating,
        reviewText: body.reviewText,
        visitDate: body.visitDate,
        updatedAt: new Date(),
      })
      .where(and(eq(reviews.id, id), eq(reviews.userId, user.id)))
      .returning();
    this.onChange();
    return toReview(row!);
  }

  async delete(user: UserRow, id: number): Promise<void> {
    await this.findOwn(user, id);
    await this.db.delete(reviews).where(and(eq(reviews.id, id), eq(reviews.userId, user.id)));
    this.onChange();
  }

  /** The user's own reviews, newest first, with the beach's name and slug. */
  async listOwn(user: UserRow): Promise<MyReview[]> {
    const rows = await this.db
      .select({ review: reviews, beachName: beaches.name, beachSlug: beaches.slug })
      .from(reviews)
      .innerJoin(beaches, eq(beaches.id, reviews.beachId))
      .where(eq(reviews.userId, user.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    return rows.map(({ review, beachName, beachSlug }) => ({
      ...toReview(review),
      beachName,
      beachSlug,
    }));
  }

  private async findOwn(user: UserRow, id: number): Promise<ReviewRow> {
    const [row] = await this.db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
    if (!row) throw notFound(reviewMessages.notFound);
    if (row.userId !== user.id) throw forbidden(reviewMessages.notYours);
    return row;
  }
}
