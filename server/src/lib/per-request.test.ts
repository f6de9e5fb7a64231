import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PerRequest } from './per-request';

const request = () => ({}) as FastifyRequest;

describe('PerRequest', () => {
  it('makes a value once per request, however often it is asked for', async () => {
    const values = new PerRequest<number>();
    let made = 0;
    const make = async () => ++made;
    const first = request();
    const second = request();
    expect(await values.get(first, make)).toBe(1);
    expect(await values.get(first, make)).toBe(1);
    expect(await values.get(second, make)).toBe(2);
    expect(made).toBe(2);
  });

  it('keeps a value it is given, and makes one again once it is forgotten', async () => {
    const values = new PerRequest<string>();
    const one = request();
    values.set(one, 'given');
    expect(await values.get(one, async () => 'made')).toBe('given');
    expect(values.forget(one)).toBe(true);
    expect(await values.get(one, async () => 'made')).toBe('made');
  });
});
