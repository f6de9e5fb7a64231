import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, parseInSlices } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = (response: Response) => {
  const fetchMock = vi.fn().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('apiRequest', () => {
  it('sends cookies and parses the answer with its schema', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ googleMapsApiKey: null })));
    await expect(
      apiRequest('/api/config', z.object({ googleMapsApiKey: z.null() })),
    ).resolves.toEqual({
      googleMapsApiKey: null,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/config',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('raises "status: body" for a failed call, and reads the server message', async () => {
    stubFetch(
      new Response('{"message":"Beach not found"}', { status: 404, statusText: 'Not Found' }),
    );
    const error = await apiRequest('/api/beaches/x', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Beach not found"}');
    expect((error as ApiError).serverMessage).toBe('Beach not found');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('/api/stats', z.unknown())).rejects.toThrow('503: Service Unavailable');
  });
});

describe('parseInSlices', () => {
  const item = z.object({ name: z.string(), rating: z.number().default(0) });

  it('gives what parse gives, for a list and for anything else', async () => {
    const list = Array.from({ length: 50 }, (_, index) => ({ name: `Beach ${index}` }));
    expect(await parseInSlices(z.array(item), list)).toEqual(z.array(item).parse(list));
    expect(await parseInSlices(item, { name: 'Bantham' })).toEqual({ name: 'Bantham', rating: 0 });
  });

  it('names the failing item of a list as parse does', async () => {
    const list = [{ name: 'Bantham' }, { name: 3 }];
    const sliced = await parseInSlices(z.array(item), list).catch((error: unknown) => error);
    expect(sliced).toBeInstanceOf(z.ZodError);
    const whole = z.array(item).safeParse(list).error;
    expect((sliced as z.ZodError).issues).toEqual(whole?.issues);
    expect((sliced as z.ZodError).issues[0]?.path).toEqual([1, 'name']);
  });

  it('keeps a checked list whole, so its own checks run', async () => {
    await expect(parseInSlices(z.array(item).min(3), [{ name: 'Bantham' }])).rejects.toThrow(
      z.ZodError,
    );
  });

  it('yields to the browser between slices of a long list', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    const posted = vi.spyOn(MessagePort.prototype, 'postMessage');
    const list = Array.from({ length: 40 }, (_, index) => ({ name: `Beach ${index}` }));
    await parseInSlices(z.array(item), list);
    // One turn before it starts, then one per slice of about four items.
    expect(posted.mock.calls.length).toBeGreaterThan(5);
    vi.restoreAllMocks();
  });
});
