import type { z } from 'zod';
import { yieldToMain } from './yield-to-main';

/**
 * Every call sends cookies; a non-success answer becomes an error whose message is the status, a
 * colon, a space and the body text (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{message}` when the body is our JSON error, else null. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        return typeof parsed.message === 'string' ? parsed.message : null;
      }
    } catch {
      // not JSON
    }
    return null;
  }
}

type Fetch = (path: string, init: RequestInit) => Promise<Response>;

/** What apiRequest needs to send `body` as JSON with `method`. */
export const jsonRequest = (method: 'POST' | 'PUT' | 'PATCH', body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
});

/**
 * The browser's fetch, each call in a task of its own: a page asks for a dozen things at once as
 * it mounts, and starting a fetch costs the main thread a millisecond or two (decision 012). The
 * server's page render (entry-server.tsx) answers from the app itself.
 */
let send: Fetch = async (path, init) => {
  await yieldToMain();
  return fetch(path, init);
};

export function setApiFetch(fetcher: Fetch) {
  send = fetcher;
}

export async function apiRequest<T>(
  path: string,
  schema: z.ZodType<T>,
  init: RequestInit = {},
): Promise<T> {
  const response = await send(path, {
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init.body && !(init.body instanceof FormData)
        ? { 'Content-Type': 'application/json' }
        : {}),
      ...init.headers,
    },
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return schema.parse(await response.json());
}

/** A list that belongs to something (a beach's photos): none, not an error, when that is gone (404). */
export async function listOrNone<T>(path: string, schema: z.ZodType<T[]>): Promise<T[]> {
  try {
    return await apiRequest(path, schema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
