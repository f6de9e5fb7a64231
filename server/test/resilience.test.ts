import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoService } from '../src/features/photos/service';
import {
  databaseUnavailableMessage,
  errorsPlugin,
  isDatabaseUnavailable,
} from '../src/plugins/errors';
import { createUser } from './accounts';
import { buildTestApp, type TestContext } from './helper';
import { multipartBody } from './multipart';

/** Faults, in-process parts: the 503 mapping and the sweep of interrupted uploads. */

describe('an unreachable database', () => {
  it('is recognised by its code, also when Drizzle wraps the driver error', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    const wrapped = Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('answers 503 JSON with Retry-After instead of 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/down', async () => {
      throw Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    });
    app.get('/broken', async () => {
      throw new Error('a bug');
    });
    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ message: databaseUnavailableMessage });
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('files of interrupted uploads', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx?.close());

  it('are swept when stale; stored photos and fresh files stay', async () => {
    const user = await createUser(ctx);
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 10, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const body = await multipartBody([{ name: 'a.png', type: 'image/png', data: png }]);
    const beachId = (await ctx.app.catalogue.find('saunton-sands')).id;
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/beaches/${beachId}/community-photos-bulk`,
      payload: body.payload,
      headers: { ...body.headers, cookie: user.cookie },
    });
    expect(uploaded.statusCode).toBe(201);

    const folder = path.join(ctx.config.uploadDir, 'community');
    mkdirSync(folder, { recursive: true });
    const stored = readdirSync(folder);
    expect(stored).toHaveLength(2);
    const staleTemp = `.tmp-${randomUUID()}-480`;
    const staleOrphan = `${randomUUID()}-480.webp`;
    const freshOrphan = `${randomUUID()}-960.webp`;
    for (const name of [staleTemp, staleOrphan, freshOrphan, 'notes.txt'])
      writeFileSync(path.join(folder, name), 'half');
    const old = new Date(Date.now() - 10 * 60_000);
    for (const name of [...stored, staleTemp, staleOrphan, 'notes.txt'])
      utimesSync(path.join(folder, name), old, old);

    const removed = await new PhotoService(ctx.database.db, ctx.config.uploadDir).sweepOrphans();
    expect(removed.sort()).toEqual([staleTemp, staleOrphan].sort());
    for (const name of [...stored, freshOrphan, 'notes.txt'])
      expect(existsSync(path.join(folder, name))).toBe(true);
  });
});
