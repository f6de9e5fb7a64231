import { describe, expect, it } from 'vitest';
import { mainThreadCpuMs, rendererMainThread, type TraceEvent } from './main-thread';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, dur: number, tdur: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: 1,
  dur,
  tdur,
});

describe('the page main thread of a trace', () => {
  // Two renderers (the page's, and one the browser started for its own interface) and a browser
  // thread: only the page's renderer, the one that ran the most tasks, counts.
  const events = [
    thread(1, 10, 'CrBrowserMain'),
    thread(2, 20, 'CrRendererMain'),
    thread(3, 30, 'CrRendererMain'),
    task(1, 10, 50_000, 40_000),
    task(2, 20, 9_000, 4_000),
    task(3, 30, 30_000, 2_500),
    task(3, 30, 12_000, 1_500),
    task(3, 31, 8_000, 8_000),
  ];

  it('is the renderer main thread that ran the most tasks', () => {
    expect(rendererMainThread(events)).toMatchObject({ pid: 3, tid: 30 });
  });

  it('adds up the thread time of its tasks, not their wall-clock time', () => {
    expect(mainThreadCpuMs(events)).toBe(4);
  });

  it('is not a number without a renderer', () => {
    expect(mainThreadCpuMs([thread(1, 10, 'CrBrowserMain')])).toBeNaN();
  });
});
