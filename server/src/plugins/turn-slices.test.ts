import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRequestsInSlices, TurnSlices } from './turn-slices';

/**
 * Requests start oldest first, in slices of the event loop's turn: once a slice has taken its
 * time, the rest wait for the next turn, so the loop gets back to its sockets in between.
 * The clock is a fake one, moved by the starts themselves, so a busy machine cannot change it.
 */
let clock = 0;
const useFakeClock = () => {
  clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
};
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Settles once every immediate queued so far, and those they queue, has run. */
const turns = async (count: number) => {
  for (let turn = 0; turn < count; turn++) await nextTurn();
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TurnSlices', () => {
  it('starts requests in the order they came', async () => {
    useFakeClock();
    const slices = new TurnSlices(10);
    const started: number[] = [];
    for (let index = 0; index < 5; index++) slices.admit(() => started.push(index));
    await turns(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(slices.length).toBe(0);
  });

  it('leaves the rest to the next turn once a slice is spent, and always starts one', async () => {
    useFakeClock();
    const slices = new TurnSlices(10);
    const events: string[] = [];
    const busy = (name: string, ms: number) => () => {
      events.push(name);
      clock += ms;
      if (name === 'a') setImmediate(() => events.push('next turn'));
    };
    // a and b fit in 10 ms; c waits for the next turn; d, alone over the slice, still starts.
    slices.admit(busy('a', 4));
    slices.admit(busy('b', 7));
    slices.admit(busy('c', 1));
    slices.admit(busy('d', 30));
    slices.admit(busy('e', 1));
    await turns(6);
    expect(events).toEqual(['a', 'b', 'next turn', 'c', 'd', 'e']);
  });

  it("counts the time a start's promises take in its turn", async () => {
    useFakeClock();
    const slices = new TurnSlices(10);
    const events: string[] = [];
    slices.admit(() => {
      void (async () => {
        // A query on PGlite settles in the same turn, in promises after the start.
        await Promise.resolve();
        await Promise.resolve();
        clock += 12;
        events.push('a answered');
      })();
      setImmediate(() => events.push('next turn'));
    });
    slices.admit(() => events.push('b'));
    await turns(6);
    expect(events).toEqual(['a answered', 'next turn', 'b']);
  });
});

describe('startRequestsInSlices', () => {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });

  it('answers every request, in the order they came', async () => {
    const app = Fastify();
    startRequestsInSlices(app, 5);
    app.get('/n/:n', async (request) => ({ n: Number((request.params as { n: string }).n) }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => app.inject({ url: `/n/${n}` })),
    );
    expect(answers.map((answer) => answer.json<{ n: number }>().n)).toEqual(
      Array.from({ length: 20 }, (_, n) => n),
    );
    await app.close();
  });

  it('lets the loop accept a new connection while a long queue of requests is worked through', async () => {
    const app = Fastify();
    startRequestsInSlices(app, 5);
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    // Each request holds the loop for 5 ms: 40 of them are at least 200 ms of work.
    app.get('/busy', async () => {
      busy(5);
      return 'done';
    });
    let acceptedAt = 0;
    let lastAnsweredAt = 0;
    app.addHook('onResponse', async () => {
      lastAnsweredAt = performance.now();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    app.server.on('connection', () => {
      acceptedAt = performance.now();
    });
    const { port } = app.server.address() as { port: number };
    const requests = Array.from({ length: 40 }, () =>
      app.inject({ url: '/busy' }).then(() => undefined),
    );
    // Queued behind 40 requests: accepted within a slice or two, not after all of them.
    await nextTurn();
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    await Promise.all(requests);
    socket.destroy();
    expect(acceptedAt).toBeGreaterThan(0);
    expect(acceptedAt).toBeLessThan(lastAnsweredAt);
    await app.close();
  });
});
