import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  checkinIntervalHours,
  checkinMessages,
  type Checkin,
  type CheckinMood,
  type CheckinsToday,
  type CheckinWeather,
  type MyCheckin,
} from '@shared/checkins';
import { londonDayBounds, todayInLondon } from '@shared/london-time';
import type { Database } from '../../db/client';
import { beachCheckins } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import { listOwnWithBeach } from '../auth/own-list';

type CheckinRow = typeof beachCheckins.$inferSelect;

const toCheckin = (row: CheckinRow): Checkin => ({
  id: row.id,
  beachId: row.beachId,
  mood: row.mood as CheckinMood | null,
  dogCount: row.dogCount,
  weatherCondition: row.weatherCondition as CheckinWeather | null,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** "I'm here": who is at a beach with how many dogs, counted per London day. */
export class CheckinService {
  /** The clock; tests set it. */
  now: () => Date = () => new Date();

  constructor(private readonly db: Database) {}

  /**
   * Records a check-in. A second one by the same user at the same beach within two hours is
   * refused (409), so the day's count is of visits, not of taps. The check and the insert run in
   * one transaction holding a per-user-and-beach lock, so two quick taps cannot both pass.
   */
  async create(
    userId: string,
    beachId: number,
    input: {
      mood?: CheckinMood | null;
      dogCount: number;
      weatherCondition?: CheckinWeather | null;
      message?: string | null;
    },
  ): Promise<Checkin> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`checkin:${userId}:${beachId}`}))`,
      );
      if (await this.recent(userId, beachId, tx, now)) throw conflict(checkinMessages.tooSoon);
      const [row] = await tx
        .insert(beachCheckins)
        .values({
          userId,
          beachId,
          mood: input.mood ?? null,
          dogCount: input.dogCount,
          weatherCondition: input.weatherCondition ?? null,
          message: input.message ?? null,
          createdAt: now,
        })
        .returning();
      return toCheckin(row!);
    });
  }

  /** When the user last checked in at the beach, if a new check-in would still be refused. */
  async recent(
    userId: string,
    beachId: number,
    db: Database = this.db,
    now = this.now(),
  ): Promise<Date | null> {
    const since = new Date(now.getTime() - checkinIntervalHours * 3_600_000);
    const [row] = await db
      .select({ createdAt: beachCheckins.createdAt })
      .from(beachCheckins)
      .where(
        and(
          eq(beachCheckins.userId, userId),
          eq(beachCheckins.beachId, beachId),
          gte(beachCheckins.createdAt, since),
        ),
      )
      .orderBy(desc(beachCheckins.createdAt))
      .limit(1);
    return row?.createdAt ?? null;
  }

  /** The user's own check-ins, newest first, with each beach's name and slug. */
  listOwn(userId: string): Promise<MyCheckin[]> {
    return listOwnWithBeach(this.db, beachCheckins, userId, toCheckin);
  }

  /** Today's dogs and check-ins at a beach, from local midnight (Europe/London) to the next. */
  async today(beachId: number): Promise<CheckinsToday> {
    const { start, end } = londonDayBounds(todayInLondon(this.now()));
    const [totals] = await this.db
      .select({
        dogs: sql<number>`coalesce(sum(${beachCheckins.dogCount}), 0)::int`,
        checkins: sql<number>`count(*)::int`,
      })
      .from(beachCheckins)
      .where(
        and(
          eq(beachCheckins.beachId, beachId),
          gte(beachCheckins.createdAt, start),
          lt(beachCheckins.createdAt, end),
        ),
      );
    return { dogs: Number(totals?.dogs ?? 0), checkins: Number(totals?.checkins ?? 0) };
  }
}
