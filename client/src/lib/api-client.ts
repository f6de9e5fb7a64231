import { z } from 'zod';
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
  const body: unknown = await response.json();
  return parseInSlices(schema, body);
}

/** How long one slice of a list's validation may run before the browser gets a turn (ms). */
const sliceMs = 4;

/**
 * `schema.parse(body)`, in short tasks: reading a response's JSON and validating it are tasks of
 * their own, and a list (the catalogue's hundred beaches take 15 ms or more on a desktop) is
 * validated item by item, yielding every few milliseconds, so a phone stays responsive while a
 * page's data arrives. A list's failure names the item as `parse` would (`[3, "name"]`).
 */
export async function parseInSlices<T>(schema: z.ZodType<T>, body: unknown): Promise<T> {
  await yieldToMain();
  if (!(schema instanceof z.ZodArray) || !Array.isArray(body) || schema._zod.def.checks?.length) {
    return schema.parse(body);
  }
  const element = (schema as z.ZodArray<z.ZodType>).element;
  const items: unknown[] = [];
  let sliceStart = performance.now();
  for (const [index, item] of body.entries()) {
    const result = element.safeParse(item);
    if (!result.success) {
      throw new z.ZodError(
        result.error.issues.map((issue) => ({ ...issue, path: [index, ...issue.path] })),
      );
    }
    items.push(result.data);
    if (performance.now() - sliceStart > sliceMs) {
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
  return items as T;
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
