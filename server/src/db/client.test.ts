import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { keepTextParsersOnClient, openDatabase } from './client';
import { beaches, reviews } from './schema';
import { seedIfEmpty } from './seed';

describe('the embedded database on disk', () => {
  it('keeps every row across a restart and is not seeded twice', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ddb-disk-'));
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    const seeded = await seedIfEmpty(first.db);
    expect(seeded?.beaches).toBeGreaterThan(0);
    const [beach] = await first.db.select().from(beaches).limit(1);
    await first.db.insert(reviews).values({ beachId: beach!.id, rating: 4, reviewerName: 'Ann' });
    await first.close();

    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(await seedIfEmpty(second.db)).toBeNull();
    expect((await second.db.select({ n: count() }).from(beaches))[0]?.n).toBe(seeded?.beaches);
    expect((await second.db.select({ n: count() }).from(reviews))[0]?.n).toBe(1);
    await second.close();
  });

  it('refuses a DATABASE_URL it does not understand', async () => {
    await expect(openDatabase({ databaseUrl: 'mysql://x', dataDir: '' })).rejects.toThrow(
      /DATABASE_URL/,
    );
  });
});

describe('the schema', () => {
  it('removes a beach’s reviews with the beach, and refuses a rating outside 1 to 5', async () => {
    const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
    const [beach] = await handle.db
      .insert(beaches)
      .values({
        name: 'Test Sands',
        slug: 'test-sands',
        location: 'Torbay',
        description: 'A test beach.',
      })
      .returning();
    expect(beach?.accessType).toBe('year-round');
    await handle.db.insert(reviews).values({ beachId: beach!.id, rating: 5, reviewerName: 'Jo' });
    await expect(
      handle.db.insert(reviews).values({ beachId: beach!.id, rating: 6, reviewerName: 'Jo' }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    await handle.db.delete(beaches);
    expect((await handle.db.select({ n: count() }).from(reviews))[0]?.n).toBe(0);
    await handle.close();
  });
});

describe('PGlite queries from drizzle', () => {
  it('read timestamps, dates and JSON as before (drizzle’s text parsers, PGlite’s own)', async () => {
    const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
    const written = new Date('2026-07-15T09:30:12.345Z');
    const [beach] = await handle.db
      .insert(beaches)
      .values({ name: 'Parse Sands', slug: 'parse-sands', location: 'Torbay', description: 'x' })
      .returning();
    await handle.db.update(beaches).set({ updatedAt: written }).where(eq(beaches.id, beach!.id));
    const [row] = await handle.db
      .select({ updatedAt: beaches.updatedAt, name: beaches.name })
      .from(beaches)
      .where(eq(beaches.id, beach!.id));
    expect(row?.updatedAt).toEqual(written);
    const result: unknown = await handle.db.execute(
      sql`select ${written.toISOString()}::timestamptz as at, '2026-07-15'::date as day, '{"a":1}'::jsonb as doc`,
    );
    const raw = result as { rows: unknown[] };
    // drizzle's own parsers (dates as text) still apply, and PGlite's (jsonb) too.
    expect(raw.rows[0]).toEqual({
      at: '2026-07-15 09:30:12.345+00',
      day: '2026-07-15',
      doc: { a: 1 },
    });
    await handle.close();
  });
});

describe('keepTextParsersOnClient', () => {
  it('makes parsers that keep text the client’s own and passes any other with its query', async () => {
    const calls: unknown[] = [];
    const keep = (value: string) => value;
    const client = {
      parsers: { 23: (value: string) => Number(value) } as Record<number, unknown>,
      query: (_text: string, _params?: unknown[], options?: unknown) => {
        calls.push(options);
        return Promise.resolve({ rows: [], fields: [] });
      },
    };
    keepTextParsersOnClient(client as never);
    const { query } = client as unknown as { query: (...args: unknown[]) => Promise<unknown> };

    await query('select 1', [], { rowMode: 'array', parsers: { 1184: keep } });
    expect(calls[0]).toEqual({ rowMode: 'array', parsers: undefined });
    expect(client.parsers[1184]).toBe(keep);
    expect(client.parsers[23]).toBeTypeOf('function');

    const toDate = (value: string) => new Date(value);
    const withOwn = { rowMode: 'object', parsers: { 1184: toDate } };
    await query('select 2', [], withOwn);
    expect(calls[1]).toBe(withOwn);
    const throwing = {
      parsers: {
        114: (value: string) => JSON.parse(value) as unknown,
      },
    };
    await query('select 3', [], throwing);
    expect(calls[2]).toBe(throwing);
    await query('select 4');
    expect(calls[3]).toBeUndefined();
  });
});

describe('the PostgreSQL pool', () => {
  it.runIf(process.env.DATABASE_URL?.startsWith('postgres'))(
    'opens as many connections as configured (DATABASE_POOL_MAX)',
    async () => {
      const handle = await openTestDatabase({ databasePoolMax: 7 });
      try {
        const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
        expect(pool.options.max).toBe(7);
      } finally {
        await handle.close();
      }
    },
  );
});
