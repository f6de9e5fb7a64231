import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { totalCountHeader } from '@shared/admin';
import { ApiError } from '@/lib/api-client';

/** The paged admin lists are read 20 rows at a time. */
export const adminPageSize = 20;

export interface AdminPage<T> {
  items: T[];
  /** Every row the list has, from the `X-Total-Count` header. */
  total: number;
  page: number;
  pageSize: number;
}

/** One page of an admin list (`?page=&pageSize=`, newest first) with its total. */
export async function getAdminPage<T>(
  path: string,
  itemSchema: z.ZodType<T>,
  page: number,
  pageSize: number,
): Promise<AdminPage<T>> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${path}${separator}page=${page}&pageSize=${pageSize}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  const items = z.array(itemSchema).parse(await response.json());
  const total = Number(response.headers.get(totalCountHeader) ?? items.length);
  return { items, total, page, pageSize };
}

/** The query of one page of an admin list, under `key`. */
export const adminPageQuery = <T>(
  key: QueryKey,
  path: string,
  schema: z.ZodType<T>,
  page: number,
) =>
  queryOptions({
    queryKey: [...key, { page, pageSize: adminPageSize }],
    queryFn: () => getAdminPage(path, schema, page, adminPageSize),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
