import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Beach } from '@shared/beaches';
import { favoriteMessages, maxFavoritesPerUser, type Favorite } from '@shared/favorites';
import { addDays, formatLocalDate, todayInLondon } from '@shared/london-time';
import type { TideEntry } from '@shared/tides';
import type { Database } from '../../db/client';
import { beachFavorites, users } from '../../db/schema';
import { firstRow } from '../../lib/first-row';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import type { BeachCatalogue } from '../beaches/service';
import { tidesForDay } from '../tides/service';
import { stationFor } from '../tides/stations';

/** The first low water after `now` at the beach's gauge (today's or tomorrow's), if it has a position. */
export function nextLowTide(beach: Pick<Beach, 'latitude' | 'longitude'>, now: Date) {
  if (beach.latitude === null || beach.longitude === null) return null;
  const point = { lat: Number(beach.latitude), lng: Number(beach.longitude) };
  let station;
  try {
    station = stationFor(point).station;
  } catch {
    return null;
  }
  const today = todayInLondon(now);
  for (const offset of [0, 1]) {
    const tides: readonly TideEntry[] = tidesForDay(
      station,
      formatLocalDate(addDays(today, offset)),
    );
    const next = tides.find((tide) => tide.type === 'low' && Date.parse(tide.time) > now.getTime());
    if (next) return { ...next };
  }
  return null;
}

/** The row of one member's favourite beach. */
const theFavorite = (userId: string, beachId: number) =>
  and(eq(beachFavorites.userId, userId), eq(beachFavorites.beachId, beachId));

interface FavoriteRow {
  beachId: number;
  notes: string | null;
  alertsEnabled: boolean;
  createdAt: Date;
}

/** "My beaches": one row per user and beach, with a private note. */
export class FavoriteService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: BeachCatalogue,
  ) {}

  private async toFavorite(row: FavoriteRow, now: Date): Promise<Favorite> {
    const beach = await this.catalogue.find(String(row.beachId));
    return {
      beachId: row.beachId,
      notes: row.notes,
      alertsEnabled: row.alertsEnabled,
      createdAt: row.createdAt.toISOString(),
      beach: {
        id: beach.id,
        slug: beach.slug,
        name: beach.name,
        location: beach.location,
        imageUrl: beach.imageUrl,
        dogStatus: beach.dogStatus,
      },
      nextLowTide: nextLowTide(beach, now),
    };
  }

  private find(userId: string, beachId: number) {
    return firstRow(
      this.db.select().from(beachFavorites).where(theFavorite(userId, beachId)).limit(1),
    );
  }

  /** Newest first; a beach deleted meanwhile is gone with its favourite (the schema's cascade). */
  async list(userId: string): Promise<Favorite[]> {
    const rows = await this.db
      .select({
        beachId: beachFavorites.beachId,
        notes: beachFavorites.notes,
        alertsEnabled: beachFavorites.alertsEnabled,
        createdAt: beachFavorites.createdAt,
      })
      .from(beachFavorites)
      .where(eq(beachFavorites.userId, userId))
      .orderBy(desc(beachFavorites.createdAt), desc(beachFavorites.id));
    const now = this.catalogue.now();
    const favorites: Favorite[] = [];
    for (const row of rows) {
      try {
        favorites.push(await this.toFavorite(row, now));
      } catch (error) {
        // Deleted between the two reads: leave it out rather than fail the whole list.
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
      }
    }
    return favorites;
  }

  /**
   * Adds a beach, or does nothing when it is there already (a second tap, a retry). A note given
   * replaces the note; no note given keeps it. Past the limit a new beach is refused with 409.
   */
  async save(
    userId: string,
    beachId: number,
    notes: string | null | undefined,
  ): Promise<{ favorite: Favorite; created: boolean }> {
    const existing = await this.find(userId, beachId);
    const upsert = (db: Pick<Database, 'insert'>) =>
      db
        .insert(beachFavorites)
        .values({ userId, beachId, notes: notes ?? null })
        .onConflictDoUpdate({
          target: [beachFavorites.userId, beachFavorites.beachId],
          set: { notes: notes === undefined ? sql`${beachFavorites.notes}` : notes },
        })
        .returning();
    const inserted = existing
      ? await upsert(this.db)
      : await this.db.transaction(async (tx) => {
          // The user's row is locked while counting, so parallel saves of new beaches take turns
          // and cannot all pass the count before any of them is stored.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
          const [totals] = await tx
            .select({ n: count() })
            .from(beachFavorites)
            .where(eq(beachFavorites.userId, userId));
          if ((totals?.n ?? 0) >= maxFavoritesPerUser) throw conflict(favoriteMessages.tooMany);
          return upsert(tx);
        });
    return {
      favorite: await this.toFavorite(inserted[0]!, this.catalogue.now()),
      created: !existing,
    };
  }

  async updateNote(userId: string, beachId: number, notes: string | null): Promise<Favorite> {
    const [updated] = await this.db
      .update(beachFavorites)
      .set({ notes })
      .where(theFavorite(userId, beachId))
      .returning();
    if (!updated) throw notFound(favoriteMessages.notFound);
    return this.toFavorite(updated, this.catalogue.now());
  }

  /** Idempotent: removing a beach that is not saved is not an error. */
  async remove(userId: string, beachId: number): Promise<void> {
    await this.db.delete(beachFavorites).where(theFavorite(userId, beachId));
  }
}
