import { count, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminPageQuery } from '@shared/admin';
import type { Database } from '../../db/client';
import { beaches, users } from '../../db/schema';

/** Who wrote a row, as the back-office lists show it: the member's name and e-mail. */
export const memberColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** One page of a back-office list and the number of rows the whole list has. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** A select of a list's rows in their order, before its limit and offset. */
interface ListSelect<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of a back-office list of `table`: the page's window of `rows`, while every row of the
 * table is counted for the total, both at once.
 */
export async function readPage<Row, T>(
  db: Database,
  table: PgTable,
  { page, pageSize }: AdminPageQuery,
  rows: ListSelect<Row>,
  toItem: (row: Row) => T,
): Promise<Page<T>> {
  const [found, [totals]] = await Promise.all([
    rows.limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(table),
  ]);
  return { total: totals?.total ?? 0, items: found.map(toItem) };
}

/** A table of what members write about beaches. */
type MembersWriting = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  beachId: PgColumn;
  createdAt: PgColumn;
};

/**
 * The name of a row's beach: a row that must have a beach always has one (deleting a beach deletes
 * its rows), so only a row whose beach is optional can have none.
 */
type BeachNameOf<T extends MembersWriting> = null extends T['$inferSelect']['beachId']
  ? string | null
  : string;

/** A row's member as `memberColumns` reads them: null only once the account is gone. */
interface Member {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/**
 * One page of the back office's list of what members wrote in `table`, newest first: `toItem`
 * makes each item from the row, its beach's name and its member.
 */
export function readMembersPage<T extends MembersWriting, Item>(
  db: Database,
  table: T,
  query: AdminPageQuery,
  toItem: (row: T['$inferSelect'], beachName: BeachNameOf<T>, member: Member) => Item,
): Promise<Page<Item>> {
  return readPage(
    db,
    table,
    query,
    db
      .select({ row: table, beachName: beaches.name, ...memberColumns })
      .from(table as PgTable)
      .leftJoin(beaches, eq(beaches.id, table.beachId))
      .leftJoin(users, eq(users.id, table.userId))
      .orderBy(desc(table.createdAt), desc(table.id)),
    ({ row, beachName, ...member }) =>
      toItem(row as T['$inferSelect'], beachName as BeachNameOf<T>, member),
  );
}
