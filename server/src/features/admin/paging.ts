import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AdminPageQuery } from '@shared/admin';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

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

/**
 * One page of a back-office list of `table`: `rows` reads the page from its limit and offset,
 * while every row of the table is counted for the total, both at once.
 */
export async function readPage<Row, T>(
  db: Database,
  table: PgTable,
  { page, pageSize }: AdminPageQuery,
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>,
  toItem: (row: Row) => T,
): Promise<Page<T>> {
  const [found, [totals]] = await Promise.all([
    rows({ limit: pageSize, offset: (page - 1) * pageSize }),
    db.select({ total: count() }).from(table),
  ]);
  return { total: totals?.total ?? 0, items: found.map(toItem) };
}
