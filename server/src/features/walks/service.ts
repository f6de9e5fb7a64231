import { and, desc, eq, sql } from 'drizzle-orm';
import {
  walkMessages,
  type AdminWalkingRoute,
  type CreateRouteBody,
  type MyWalkingRoute,
  type RateRouteBody,
  type RouteRatingResult,
  type WalkingRoute,
} from '@shared/walks';
import { displayNameOf } from '@shared/display-name';
import type { Database } from '../../db/client';
import { beaches, routeRatings, walkingRoutes } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { deleteAudited, recordAudit } from '../admin/audit';
import type { AdminRow } from '../admin/current-admin';
import { listOwnWithBeach } from '../auth/own-list';

type WalkRow = typeof walkingRoutes.$inferSelect;

/**
 * The public view of a route: numbers as numbers, the submitter as "Sam T." (the name was typed
 * freely), never their e-mail.
 */
export const toWalk = (row: WalkRow): WalkingRoute => ({
  id: row.id,
  beachId: row.beachId,
  routeName: row.routeName,
  description: row.description,
  difficulty: row.difficulty as WalkingRoute['difficulty'],
  estimatedDuration: row.estimatedDuration,
  distanceKm: Number(row.distanceKm),
  startingPoint: row.startingPoint,
  highlights: row.highlights,
  routeNotes: row.routeNotes,
  submittedBy: displayNameOf(row.submittedBy),
  averageRating: Number(row.averageRating),
  totalRatings: row.totalRatings,
  isApproved: row.isApproved,
  createdAt: row.createdAt.toISOString(),
});

/** The approved routes of a beach, best rated first, then newest. */
export async function listApprovedWalks(db: Database, beachId: number): Promise<WalkingRoute[]> {
  const rows = await db
    .select()
    .from(walkingRoutes)
    .where(and(eq(walkingRoutes.beachId, beachId), eq(walkingRoutes.isApproved, true)))
    .orderBy(
      desc(walkingRoutes.averageRating),
      desc(walkingRoutes.createdAt),
      desc(walkingRoutes.id),
    );
  return rows.map(toWalk);
}

/** The user's own routes, newest first, pending or approved, with each beach's name and slug. */
export const listOwnWalks = (db: Database, userId: string): Promise<MyWalkingRoute[]> =>
  listOwnWithBeach(db, walkingRoutes, userId, toWalk);

/** A submitted route waits for an administrator's approval (isApproved false). */
export async function createWalk(
  db: Database,
  userId: string,
  body: CreateRouteBody,
): Promise<WalkingRoute> {
  const [row] = await db
    .insert(walkingRoutes)
    .values({
      beachId: body.beachId,
      userId,
      routeName: body.routeName,
      description: body.description,
      difficulty: body.difficulty,
      estimatedDuration: body.estimatedDuration,
      distanceKm: body.distanceKm.toFixed(2),
      startingPoint: body.startingPoint,
      highlights: body.highlights,
      routeNotes: body.routeNotes,
      submittedBy: body.submittedBy,
      submitterEmail: body.submitterEmail,
    })
    .returning();
  return toWalk(row!);
}

/**
 * Records a rating and recomputes the route's average and count from its ratings, in one
 * transaction with the route's row locked, so concurrent ratings cannot lose one another.
 * Only approved routes can be rated.
 */
export async function rateWalk(
  db: Database,
  routeId: number,
  body: RateRouteBody,
): Promise<RouteRatingResult> {
  return db.transaction(async (tx) => {
    const [route] = await tx
      .select({ id: walkingRoutes.id })
      .from(walkingRoutes)
      .where(and(eq(walkingRoutes.id, routeId), eq(walkingRoutes.isApproved, true)))
      .for('update');
    if (!route) throw notFound(walkMessages.routeNotFound);
    await tx.insert(routeRatings).values({
      routeId,
      rating: body.rating,
      comment: body.comment,
      raterName: body.raterName,
      raterEmail: body.raterEmail,
    });
    const [totals] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        average: sql<string>`round(avg(${routeRatings.rating}), 2)::text`,
      })
      .from(routeRatings)
      .where(eq(routeRatings.routeId, routeId));
    const [updated] = await tx
      .update(walkingRoutes)
      .set({ averageRating: totals!.average, totalRatings: totals!.count })
      .where(eq(walkingRoutes.id, routeId))
      .returning({
        averageRating: walkingRoutes.averageRating,
        totalRatings: walkingRoutes.totalRatings,
      });
    return {
      routeId,
      averageRating: Number(updated!.averageRating),
      totalRatings: updated!.totalRatings,
    };
  });
}

/** Every route for the administrators: waiting for approval first, then newest. */
export async function listAllWalks(db: Database): Promise<AdminWalkingRoute[]> {
  const rows = await db
    .select({ route: walkingRoutes, beachName: beaches.name })
    .from(walkingRoutes)
    .innerJoin(beaches, eq(beaches.id, walkingRoutes.beachId))
    .orderBy(walkingRoutes.isApproved, desc(walkingRoutes.createdAt), desc(walkingRoutes.id));
  return rows.map(({ route, beachName }) => ({
    ...toWalk(route),
    // Administrators see the name as it was typed.
    submittedBy: route.submittedBy,
    submitterEmail: route.submitterEmail,
    beachName,
  }));
}

/** An administrator approves a route, which lists it; audited in the same transaction. */
export function approveWalk(db: Database, admin: AdminRow, id: number): Promise<WalkingRoute> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(walkingRoutes)
      .set({ isApproved: true })
      .where(eq(walkingRoutes.id, id))
      .returning();
    if (!row) throw notFound(walkMessages.routeNotFound);
    await recordAudit(tx, admin, {
      action: 'route.approve',
      entityType: 'route',
      entityId: id,
      summary: row.routeName,
      before: { isApproved: false },
      after: { isApproved: true },
    });
    return toWalk(row);
  });
}

/** An administrator deletes a route with its ratings; audited in the same transaction. */
export function deleteWalk(db: Database, admin: AdminRow, id: number): Promise<void> {
  return deleteAudited(
    db,
    admin,
    { table: walkingRoutes, id, missing: walkMessages.routeNotFound },
    (row) => ({
      action: 'route.delete',
      entityType: 'route',
      summary: row.routeName,
      before: toWalk(row),
    }),
  );
}
