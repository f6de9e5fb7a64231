import type { FastifyInstance } from 'fastify';

/**
 * The most time the requests started in one turn of the event loop may take before the loop goes
 * back to its sockets: it accepts one new connection a turn (libuv 1.45 on), so this bounds how
 * long a visitor who has just connected waits to be let in, and how long an answer from
 * PostgreSQL waits to be read.
 */
export const defaultSliceMs = 10;

/**
 * Starts requests in slices of the event loop, oldest first. Unsliced, a turn ran every request
 * that had arrived to its end (on PGlite every query runs in the turn), so a turn of a server busy
 * with 100 visitors took as long as all their work, and connections opened meanwhile waited in the
 * accept queue one such turn each: 18 s for the last of them (bench:load --no-gate). Here a
 * request that arrives is queued; each turn's check phase starts queued requests until the slice
 * is spent, and leaves the rest to the next turn, after the loop has accepted, read and written.
 * Work already started (a reply, a query's answer) is not queued, so it finishes first.
 */
export class TurnSlices {
  private readonly waiting: (() => void)[] = [];
  private sliceStart = 0;
  private sliceQueued = false;

  constructor(private readonly sliceMs = defaultSliceMs) {}

  /** Requests waiting for a slice. */
  get length(): number {
    return this.waiting.length;
  }

  /** Calls `start` in a coming slice, after everything admitted before it. */
  admit(start: () => void): void {
    this.waiting.push(start);
    this.queueStart();
  }

  /**
   * One immediate per waiting request, after the slice's own first one: immediates queued while
   * the check phase runs wait for the next turn, and Node settles promises between two of them,
   * so each start sees the time its predecessors took (PGlite's queries included).
   */
  private queueStart() {
    if (!this.sliceQueued) {
      this.sliceQueued = true;
      setImmediate(this.beginSlice);
    }
    setImmediate(this.startNext);
  }

  private readonly beginSlice = () => {
    this.sliceQueued = false;
    this.sliceStart = performance.now();
  };

  private readonly startNext = () => {
    if (performance.now() - this.sliceStart >= this.sliceMs) this.queueStart();
    else this.waiting.shift()?.();
  };
}

/** Every request waits for its slice before its first hook: register before any other hook. */
export function startRequestsInSlices(app: FastifyInstance, sliceMs = defaultSliceMs): TurnSlices {
  const slices = new TurnSlices(sliceMs);
  app.addHook('onRequest', (_request, _reply, done) => slices.admit(() => done()));
  return slices;
}
