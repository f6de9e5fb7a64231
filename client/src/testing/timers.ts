import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * Fake timers for a test that waits on a timer in the code (a retry delay, the tile probe's 2 s),
 * so it runs in milliseconds. They still move with real time, so findBy and waitFor keep polling;
 * the real ones come back when the test ends, passed or failed.
 */
export function useFakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** Runs the code's timers due in the next `ms`, and what they set off, inside act. */
export const advanceTimers = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
