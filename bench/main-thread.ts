/**
 * The page's main thread in a Chrome trace (Lighthouse's `artifacts.Trace`, or a file bench:web
 * kept), for bench:web's CPU column and bench:trace's task list.
 */

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: how long the thread ran on a core (`dur` is the wall-clock time). */
  tdur?: number;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** A function in a trace's JavaScript profile (`disabled-by-default-v8.cpu_profiler`). */
export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The page's renderer main thread: the CrRendererMain thread that ran the most tasks. */
export function rendererMainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const taskCounts = new Map<number, number>();
  for (const event of events) {
    if (event.name === 'RunTask') taskCounts.set(event.pid, (taskCounts.get(event.pid) ?? 0) + 1);
  }
  return (
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .sort((a, b) => (taskCounts.get(b.pid) ?? 0) - (taskCounts.get(a.pid) ?? 0))[0] ?? null
  );
}

/**
 * The CPU time (thread time, in ms) of the tasks the page's main thread ran. Unlike TBT, which
 * Lighthouse's simulated throttling computes from the tasks' wall-clock lengths, this does not grow
 * while other processes hold the cores (the browser's own, the server's), so it compares two
 * builds on a busy host; it is the host's CPU time, not the phone's.
 */
export function mainThreadCpuMs(events: TraceEvent[]): number {
  const main = rendererMainThread(events);
  if (!main) return Number.NaN;
  let total = 0;
  for (const event of events) {
    if (
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === main.pid &&
      event.tid === main.tid
    )
      total += event.tdur ?? 0;
  }
  return total / 1000;
}
