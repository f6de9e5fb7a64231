/**
 * A second-by-second record of a load run, to tell where a latency tail comes from: the answers
 * the generator got in each second (and the slowest of them), the server process's CPU, and the
 * machine's CPU, I/O wait, dirty page cache and pressure stall figures (Linux /proc). A stall of
 * the server alone shows as few answers while its CPU is busy; a stall of the machine shows as I/O
 * wait or pressure across the board. The server's accept queue (connections the kernel has
 * completed that the server has not yet taken) tells a wait to be accepted from a wait to be served.
 */
import { readFileSync } from 'node:fs';
import type { ServerProcess } from '../ops/instances';

export interface Second {
  /** Seconds since the run began. */
  at: number;
  answers: number;
  maxMs: number;
  /** CPU time of the server process in the second, in % of one core. */
  serverCpu: number;
  /** The machine's CPU time in the second, in % of all cores: user+system, I/O wait. */
  busy: number;
  ioWait: number;
  /** The server's resident memory at the end of the second. */
  rssMb: number;
  dirtyMb: number;
  writebackMb: number;
  /** Share of the second in which some task waited for I/O, or for a CPU (PSI "some"). */
  ioPressure: number;
  cpuPressure: number;
  /** The most connections seen waiting in the server's accept queue in the second (sampled). */
  acceptQueue: number;
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** utime + stime of a process, in clock ticks (100 a second on Linux). */
export function processTicks(pid: number) {
  const fields = read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

function machineTicks() {
  const [user, nice, system, idle, ioWait, irq, softIrq, steal] = (
    read('/proc/stat').split('\n')[0] ?? ''
  )
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softIrq ?? 0);
  return { busy, ioWait: ioWait ?? 0, total: busy + (idle ?? 0) + (ioWait ?? 0) + (steal ?? 0) };
}

const meminfoMb = (text: string, key: string) =>
  Math.round(Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0) / 1024);

/** Microseconds some task stalled on the resource since boot (PSI), 0 where not available. */
const pressureTotal = (resource: string) =>
  Number(/some .*total=(\d+)/.exec(read(`/proc/pressure/${resource}`))?.[1] ?? 0);

/**
 * Connections waiting in the accept queue of the listening socket on 127.0.0.1:`port`: for a
 * socket in LISTEN (state 0A), /proc/net/tcp's rx_queue is that queue's length.
 */
export function acceptQueue(port: number) {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of read('/proc/net/tcp').split('\n')) {
    const [, address, , state, queues] = line.trim().split(/\s+/);
    if (address === local && state === '0A') return parseInt(queues?.split(':')[1] ?? '0', 16);
  }
  return 0;
}

/** How often the accept queue is looked at: it fills and drains within a second. */
const acceptSampleMs = 100;

type Server = Pick<ServerProcess, 'child' | 'rssMb'>;

function sample(server: Server) {
  const meminfo = read('/proc/meminfo');
  return {
    time: performance.now(),
    server: processTicks(server.child.pid!),
    rssMb: server.rssMb(),
    machine: machineTicks(),
    dirtyMb: meminfoMb(meminfo, 'Dirty'),
    writebackMb: meminfoMb(meminfo, 'Writeback'),
    io: pressureTotal('io'),
    cpu: pressureTotal('cpu'),
  };
}

/**
 * Samples once a second from `start()` to `stop()` (the accept queue of the server listening on
 * `port` every 100 ms); `answered(ms)` counts each answer.
 */
export function recordTimeline(server: Server, port: number) {
  const seconds: Second[] = [];
  let began = 0;
  let last = sample(server);
  let answers = 0;
  let maxMs = 0;
  let waiting = 0;
  let timer: NodeJS.Timeout | undefined;
  let queueTimer: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = sample(server);
    const elapsedMs = now.time - last.time;
    const machineTotal = Math.max(1, now.machine.total - last.machine.total);
    const share = (delta: number, of: number) => Math.round((100 * delta) / of);
    seconds.push({
      at: Math.round((now.time - began) / 1000),
      answers,
      maxMs: Math.round(maxMs),
      serverCpu: share(now.server - last.server, elapsedMs / 10),
      busy: share(now.machine.busy - last.machine.busy, machineTotal),
      ioWait: share(now.machine.ioWait - last.machine.ioWait, machineTotal),
      rssMb: now.rssMb,
      dirtyMb: now.dirtyMb,
      writebackMb: now.writebackMb,
      ioPressure: share((now.io - last.io) / 1000, elapsedMs),
      cpuPressure: share((now.cpu - last.cpu) / 1000, elapsedMs),
      acceptQueue: Math.max(waiting, acceptQueue(port)),
    });
    last = now;
    answers = 0;
    maxMs = 0;
    waiting = 0;
  };
  return {
    start() {
      began = performance.now();
      last = sample(server);
      timer = setInterval(tick, 1000);
      queueTimer = setInterval(() => {
        waiting = Math.max(waiting, acceptQueue(port));
      }, acceptSampleMs);
    },
    answered(ms: number) {
      answers += 1;
      if (ms > maxMs) maxMs = ms;
    },
    stop(): Second[] {
      clearInterval(timer);
      clearInterval(queueTimer);
      return seconds;
    },
  };
}

/** The timeline as a table, one line a second. */
export function formatTimeline(seconds: Second[]) {
  const columns: [keyof Second, string, number][] = [
    ['at', 's', 4],
    ['answers', 'answers', 8],
    ['maxMs', 'max ms', 7],
    ['serverCpu', 'server %', 9],
    ['rssMb', 'RSS MB', 7],
    ['busy', 'busy %', 7],
    ['ioWait', 'iowait %', 9],
    ['dirtyMb', 'dirty MB', 9],
    ['writebackMb', 'wback MB', 9],
    ['ioPressure', 'io psi %', 9],
    ['cpuPressure', 'cpu psi %', 10],
    ['acceptQueue', 'accept q', 9],
  ];
  return [
    columns.map(([, title, width]) => title.padStart(width)).join(''),
    ...seconds.map((second) =>
      columns.map(([key, , width]) => String(second[key]).padStart(width)).join(''),
    ),
  ].join('\n');
}
