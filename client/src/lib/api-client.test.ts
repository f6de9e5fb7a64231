import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client';

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
