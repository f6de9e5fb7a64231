import { vi } from 'vitest';

export interface Reply {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, for a body that is not JSON (a proxy's "Bad gateway"). */
  text?: string;
  /** A paged list's full length, sent as X-Total-Count. */
  total?: number;
}
/** A reply, or one made from the request (a promise that never settles leaves it pending). */
export type Handler = Reply | ((init: RequestInit | undefined, url: URL) => Reply | Promise<Reply>);

const notFound: Reply = { status: 404, body: { message: 'Not found' } };

/**
 * The server's 400 refusing one field, as its validation sends it: the field's message is also
 * the whole reply's unless `message` is given.
 */
export const fieldRefusal = (
  path: string,
  fieldMessage: string,
  message = fieldMessage,
): Reply => ({
  status: 400,
  body: { message, errors: [{ path, message: fieldMessage }] },
});

/** A call that never answers, to see what shows while one is under way. */
export const noAnswer = () => new Promise<Reply>(() => {});

/** A handler whose reply the test gives later, with `answer`, to see the state before it. */
export function heldReply() {
  let answer: (reply: Reply) => void = () => {};
  const handler = () => new Promise<Reply>((resolve) => (answer = resolve));
  return { handler, answer: (reply: Reply) => answer(reply) };
}

/**
 * Replaces fetch with answers by "METHOD /path" (query ignored, the handler gets the URL); any
 * other call gets `otherwise`, a 404 unless given (a server that fails every call: `{ status: 500 }`).
 * Returns the mock, so a test can see what was sent.
 */
export function stubApi(routes: Record<string, Handler>, otherwise: Handler = notFound) {
  // The app calls fetch with a path, never a Request.
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`] ?? otherwise;
    const reply = typeof handler === 'function' ? await handler(init, url) : handler;
    const headers = new Headers();
    if (reply.total !== undefined) headers.set('X-Total-Count', String(reply.total));
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(text, {
      status: reply.status ?? 200,
      headers,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof stubApi>;

const parsed = (body: BodyInit | null | undefined): unknown =>
  typeof body === 'string' ? JSON.parse(body) : null;

/** The JSON body a stubbed call was made with. */
export const sentBody = (fetchMock: FetchMock, call = 0): unknown =>
  parsed(fetchMock.mock.calls[call]?.[1]?.body);

/** Whether a call was made to `path` (any method). */
export const calledPath = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls.some(([url]) => url === path);

/** Every call as "METHOD /path?query". */
export const calls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

/** The JSON body of the call made to `path` with `method`. */
export const bodyOf = (fetchMock: FetchMock, method: string, path: string): unknown =>
  parsed(
    fetchMock.mock.calls.find(
      ([url, init]) => url === path && (init?.method ?? 'GET') === method,
    )?.[1]?.body,
  );
