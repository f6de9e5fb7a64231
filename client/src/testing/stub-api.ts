import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((init: RequestInit | undefined) => Reply);

/**
 * Replaces fetch with answers by "METHOD /path" (query ignored); anything else is a 404. Returns
 * the mock, so a test can see what was sent.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    const reply = typeof handler === 'function' ? handler(init) : handler;
    if (!reply) return new Response('{"message":"Not found"}', { status: 404 });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body a stubbed call was made with. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, call = 0): unknown {
  const body = fetchMock.mock.calls[call]?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : null;
}

/** Whether a call was made to `path` (any method). */
export const calledPath = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.some(([url]) => url === path);
