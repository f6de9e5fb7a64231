import { and, desc, eq } from 'drizzle-orm';
import { moderationMessages, type AdminPageQuery, type AdminReview } from '@shared/admin';
import type { Review } from '@shared/beaches';
import { displayName, displayNameOf } from '@shared/display-name';
import { reviewMessages, type MyReview, type ReviewBody } from '@shared/reviews';
import type { Database } from '../../db/client';
import { beaches, reviews } from '../../db/schema';
import { refuseDuplicate } from '../../lib/db-errors';
import { forbidden, notFound } from '../../lib/http-errors';
import { deleteAudited } from '../admin/audit';
import type { AdminRow } from '../admin/current-admin';
import { readPage, type Page } from '../admin/paging';
import { listOwnWithBeach } from '../auth/own-list';
import type { UserRow } from '../auth/service';

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  beachId: row.beachId,
  reviewerName: displayNameOf(row.reviewerName),
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
    const [row] = await refuseDuplicate(
      this.db
        .insert(reviews)
        .values({
          beachId,
          userId: user.id,
          rating: body.rating,
          reviewText: body.reviewText,
          visitDate: body.visitDate,
          reviewerName: displayName(user.firstName, user.lastName),
        })
        .returning(),
      reviewMessages.alreadyReviewed,
    );
    this.onChange();
    return toReview(row!);
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
  listOwn(user: UserRow): Promise<MyReview[]> {
    return listOwnWithBeach(this.db, reviews, user.id, toReview);
  }

  /** Every review for the back office, newest first, one page at a time. */
  listForAdmin(query: AdminPageQuery): Promise<Page<AdminReview>> {
    return readPage(
      this.db,
      reviews,
      query,
      this.db
        .select({ review: reviews, beachName: beaches.name, beachSlug: beaches.slug })
        .from(reviews)
        .innerJoin(beaches, eq(beaches.id, reviews.beachId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id)),
      ({ review, beachName, beachSlug }) => ({ ...toReview(review), beachName, beachSlug }),
    );
  }

  /** An administrator deletes any review, audited in the same transaction. */
  async deleteAsAdmin(admin: AdminRow, id: number): Promise<void> {
    try {
      await deleteAudited(
        this.db,
        admin,
        { table: reviews, id, missing: moderationMessages.reviewNotFound },
        async (row, tx) => {
          const [beach] = await tx
            .select({ name: beaches.name })
            .from(beaches)
            .where(eq(beaches.id, row.beachId));
          return {
            action: 'review.delete',
            entityType: 'review',
            summary: `${row.rating}-star review by ${row.reviewerName} of ${beach?.name ?? 'a beach'}`,
            before: row,
          };
        },
      );
    } finally {
      this.onChange();
    }
  }

  private async findOwn(user: UserRow, id: number): Promise<ReviewRow> {
    const [row] = await this.db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
    if (!row) throw notFound(reviewMessages.notFound);
    if (row.userId !== user.id) throw forbidden(reviewMessages.notYours);
    return row;
  }
}
