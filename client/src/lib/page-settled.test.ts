import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageSettled } from './page-settled';

/** A PerformanceObserver whose resource entries the test reports by hand. */
const observers: { callback: () => void; connected: boolean }[] = [];
class FakeObserver {
  private readonly entry: { callback: () => void; connected: boolean };
  constructor(callback: () => void) {
    this.entry = { callback, connected: false };
    observers.push(this.entry);
  }
  observe() {
    this.entry.connected = true;
  }
  disconnect() {
    this.entry.connected = false;
  }
}
const resourceLoaded = () => {
  for (const observer of observers) if (observer.connected) observer.callback();
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  observers.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Whether the promise has settled, after running what is due. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('pageSettled', () => {
  it('waits until no resource has finished loading for the quiet time', async () => {
    const settling = pageSettled({ quietMs: 1000, maxMs: 10_000 });
    await vi.advanceTimersByTimeAsync(900);
    resourceLoaded(); // a chunk or a section's data: the quiet time starts again
    await vi.advanceTimersByTimeAsync(900);
    expect(await settled(settling)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(settling)).toBe(true);
    expect(observers.every((observer) => !observer.connected)).toBe(true);
  });

  it('goes on after the longest wait however busy the page stays', async () => {
    const settling = pageSettled({ quietMs: 1000, maxMs: 3000 });
    for (let elapsed = 0; elapsed < 2500; elapsed += 500) {
      resourceLoaded();
      await vi.advanceTimersByTimeAsync(500);
    }
    resourceLoaded();
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(settling)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(settling)).toBe(true);
  });

  it('starts counting at the load event of a page still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const settling = pageSettled({ quietMs: 1000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await settled(settling)).toBe(false);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(settling)).toBe(true);
  });

  it('waits the quiet time alone in a browser without resource timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const settling = pageSettled({ quietMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(settling)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(settling)).toBe(true);
  });
});
