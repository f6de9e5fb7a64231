import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { contributionKinds, type ContributionCounts, type ContributionKind } from '@shared/profile';
import type { Database } from '../../db/client';
import {
  beachCheckins,
  communityPhotos,
  reviews,
  ruleReports,
  userFeedback,
  users,
  walkingRoutes,
} from '../../db/schema';

/** How many rows of `table` the member owns (drizzle leaves a subquery's columns unqualified). */
const countOwned = (table: PgTable, owner: PgColumn, userId: string): SQL<number> =>
  sql<number>`(select count(*)::int from ${table} where ${owner} = ${userId})`;

/** Each kind's table and its owner column. */
const owners: Record<ContributionKind, [PgTable, PgColumn]> = {
  reviews: [reviews, reviews.userId],
  checkins: [beachCheckins, beachCheckins.userId],
  ruleReports: [ruleReports, ruleReports.userId],
  walks: [walkingRoutes, walkingRoutes.userId],
  feedback: [userFeedback, userFeedback.userId],
  photos: [communityPhotos, communityPhotos.userId],
};

/**
 * The member's contributions of every kind, counted in one query (the profile shows them all at
 * once, so one round trip rather than six lists).
 */
export async function countContributions(
  db: Database,
  userId: string,
): Promise<ContributionCounts> {
  const columns = Object.fromEntries(
    contributionKinds.map((kind) => [kind, countOwned(...owners[kind], userId)]),
  ) as Record<ContributionKind, SQL<number>>;
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return Object.fromEntries(
    contributionKinds.map((kind) => [kind, Number(row?.[kind] ?? 0)]),
  ) as ContributionCounts;
}
