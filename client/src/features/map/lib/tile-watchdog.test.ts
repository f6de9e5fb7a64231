import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTileWatchdog } from './tile-watchdog';

const setup = () => {
  const onFallback = vi.fn();
  const retry = vi.fn();
  const watchdog = createTileWatchdog({ onFallback, retry });
  return { onFallback, retry, watchdog };
};

describe('createTileWatchdog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('falls back when no tile has loaded after 2 s, and not before', () => {
    const { onFallback } = setup();
    vi.advanceTimersByTime(1999);
    expect(onFallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFallback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('keeps the tile map once a tile loads', () => {
    const { onFallback, watchdog } = setup();
    vi.advanceTimersByTime(1500);
    watchdog.tileLoaded();
    watchdog.tileFailed();
    vi.advanceTimersByTime(10_000);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('retries failed tiles after 250, 500 and 1000 ms, then falls back', () => {
    const { onFallback, retry, watchdog } = setup();
    watchdog.tileFailed();
    watchdog.tileFailed(); // the rest of the same burst
    vi.advanceTimersByTime(249);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);

    watchdog.tileFailed();
    vi.advanceTimersByTime(500);
    expect(retry).toHaveBeenCalledTimes(2);

    watchdog.tileFailed();
    vi.advanceTimersByTime(1000);
    expect(retry).toHaveBeenCalledTimes(3);
    expect(onFallback).not.toHaveBeenCalled();

    watchdog.tileFailed();
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('lets the 2 s deadline win over slower retries', () => {
    const { onFallback, retry, watchdog } = setup();
    vi.advanceTimersByTime(1900);
    watchdog.tileFailed();
    vi.advanceTimersByTime(100);
    expect(onFallback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(retry).not.toHaveBeenCalled();
  });

  it('keeps the map when a retry brings the tiles back', () => {
    const { onFallback, retry, watchdog } = setup();
    watchdog.tileFailed();
    vi.advanceTimersByTime(250);
    expect(retry).toHaveBeenCalledTimes(1);
    watchdog.tileLoaded();
    vi.advanceTimersByTime(10_000);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('does nothing after dispose (the map was unmounted)', () => {
    const { onFallback, retry, watchdog } = setup();
    watchdog.tileFailed();
    watchdog.dispose();
    vi.advanceTimersByTime(10_000);
    expect(onFallback).not.toHaveBeenCalled();
    expect(retry).not.toHaveBeenCalled();
  });
});
