import type { z } from 'zod';
import { apiRequest, jsonRequest } from '@/lib/api-client';

/**
 * Saves a back-office record: `POST {collection}` for a new one (`id` null), else
 * `PUT {collection}/{id}`; the answer is checked with `schema`.
 */
export const saveRecord = <T>(
  collection: string,
  schema: z.ZodType<T>,
  id: number | null,
  body: unknown,
) =>
  apiRequest(
    id === null ? collection : `${collection}/${id}`,
    schema,
    jsonRequest(id === null ? 'POST' : 'PUT', body),
  );
