import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runOutTileProbe, stubImagesThatLoad } from '@/testing/loading-images';
import { useFakeTimers } from '@/testing/timers';
import { forgetTileAnswers } from '../lib/tile-probe';
import { TILE_TIMEOUT_MS } from '../lib/tile-watchdog';
import { useMapMode } from './use-map-mode';

const tileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetTileAnswers();
});

describe('useMapMode', () => {
  // jsdom never loads an image: the probe's 2 s rule gives the fallback.
  it('never asks for the tile map’s code when no tile comes', async () => {
    const loadTiles = vi.fn(() => Promise.resolve());
    const loadFallback = vi.fn(() => Promise.resolve());
    useFakeTimers();
    const { result } = renderHook(() => useMapMode({ tileUrl, loadTiles, loadFallback }));
    await runOutTileProbe(TILE_TIMEOUT_MS);
    await waitFor(() => expect(result.current.shown).toBe('fallback'));
    expect(loadTiles).not.toHaveBeenCalled();
    expect(loadFallback).toHaveBeenCalledOnce();
  });

  it('asks for the tile map’s code once a tile has come, then shows the tile map', async () => {
    stubImagesThatLoad();
    let loaded = () => {};
    const loadTiles = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const { result } = renderHook(() =>
      useMapMode({ tileUrl, loadTiles, loadFallback: () => Promise.resolve() }),
    );
    await waitFor(() => expect(loadTiles).toHaveBeenCalledOnce());
    // Its outline until the code is there.
    expect(result.current.shown).toBe('outline');
    loaded();
    await waitFor(() => expect(result.current.shown).toBe('tiles'));
  });
});
