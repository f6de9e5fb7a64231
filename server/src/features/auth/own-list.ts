import { desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { beaches } from '../../db/schema';
import { requireUser } from './current-user';
import type { UserRow } from './service';

/**
 * `GET path`: what the signed-in member made of one kind, for their profile. Signed out it is 401
 * JSON; the answer is one member's own and is never cached.
 */
export function ownListRoute<Item extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  item: Item,
  list: (user: UserRow) => Promise<z.infer<Item>[]>,
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(path, { schema: { response: { 200: z.array(item) } } }, async (request, reply) => {
      const user = await requireUser(request, reply);
      reply.header('Cache-Control', 'no-store');
      return list(user);
    });
}

/** A table of things members make about a beach. */
type BeachContributions = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  beachId: PgColumn;
  createdAt: PgColumn;
};

/**
 * The member's own rows of `table`, newest first, each as `toItem` makes it with its beach's name
 * and slug (the profile names and links the beach).
 */
export async function listOwnWithBeach<T extends BeachContributions, Item>(
  db: Database,
  table: T,
  userId: string,
  toItem: (row: T['$inferSelect']) => Item,
): Promise<(Item & { beachName: string; beachSlug: string })[]> {
  const rows = await db
    .select({ row: table, beachName: beaches.name, beachSlug: beaches.slug })
    .from(table as PgTable)
    .innerJoin(beaches, eq(beaches.id, table.beachId))
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.id));
  return rows.map(({ row, beachName, beachSlug }) => ({
    ...toItem(row as T['$inferSelect']),
    beachName,
    beachSlug,
  }));
}
