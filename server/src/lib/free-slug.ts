import { eq, like, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * The first of "stem", "stem-2", "stem-3"… that no row of the table uses yet in its unique slug
 * column; `fallback` stands in for a title that makes no slug at all. The unique index still has
 * the last word: two saves racing for one slug end in a unique violation, not a duplicate.
 */
export async function freeSlug(
  db: Database,
  table: PgTable & { slug: PgColumn },
  base: string,
  fallback: string,
): Promise<string> {
  const stem = base || fallback;
  const taken = new Set(
    (
      await db
        .select({ slug: table.slug })
        .from(table)
        .where(or(eq(table.slug, stem), like(table.slug, `${stem}-%`)))
    ).map((row) => String(row.slug)),
  );
  if (!taken.has(stem)) return stem;
  for (let suffix = 2; ; suffix += 1) {
    if (!taken.has(`${stem}-${suffix}`)) return `${stem}-${suffix}`;
  }
}
