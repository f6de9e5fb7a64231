import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './import-with-retry';

describe('importWithRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a failed download after growing delays', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('chunk');
    const loading = importWithRetry(load, [500, 1000, 2000]);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loading).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after 3 retries', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('offline'));
    const loading = importWithRetry(load, [500, 1000, 2000]);
    const outcome = expect(loading).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(3500);
    await outcome;
    expect(load).toHaveBeenCalledTimes(4);
  });
});
