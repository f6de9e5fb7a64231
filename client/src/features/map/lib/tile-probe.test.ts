import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEACH_ZOOM } from './map-view';
import { centreTileUrl, forgetTileAnswers, probeTiles } from './tile-probe';

afterEach(() => {
  vi.useRealTimers();
  forgetTileAnswers();
});

describe('centreTileUrl', () => {
  it('names the Web Mercator tile under the centre, on the subdomain Leaflet picks', () => {
    // y = floor((1 − asinh(tan φ) / π) / 2 × 2^z), x = floor((λ + 180) / 360 × 2^z); the
    // subdomain is abc[(x + y) % 3] (figures from Python's math module).
    expect(centreTileUrl({ lat: 50.72, lng: -3.53 }, 8)).toBe(
      'https://b.tile.openstreetmap.org/8/125/86.png',
    );
    expect(centreTileUrl({ lat: 50.2795, lng: -3.8788 }, BEACH_ZOOM)).toBe(
      'https://b.tile.openstreetmap.org/15/16030/11073.png',
    );
  });
});

describe('probeTiles', () => {
  it('answers at once when the tile loads, and remembers it for the next map', async () => {
    const load = vi.fn(async () => {});
    await expect(probeTiles('tile.png', load).answered).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(probeTiles('tile.png', load).answered).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed tile after 250, 500 and 1000 ms, then gives up', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Promise.reject(new Error('offline')));
    let answer: boolean | undefined;
    void probeTiles('tile.png', load).answered.then((answered) => (answer = answered));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(answer).toBe(false);
  });

  it('gives up after 2 s without an answer, and succeeds on a retry that loads', async () => {
    vi.useFakeTimers();
    const hang = vi.fn(() => new Promise<void>(() => {}));
    let answer: boolean | undefined;
    void probeTiles('tile.png', hang).answered.then((answered) => (answer = answered));
    await vi.advanceTimersByTimeAsync(1999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);

    let calls = 0;
    const secondTime = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('blip');
    });
    const probe = probeTiles('tile.png', secondTime);
    await vi.advanceTimersByTimeAsync(250);
    await expect(probe.answered).resolves.toBe(true);
    expect(secondTime).toHaveBeenCalledTimes(2);
  });
});
