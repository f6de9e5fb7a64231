import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@shared/auth';
import { adminMessages } from '@shared/admin-session';
import { createUser, someAddress, uniqueEmail } from '../../../test/accounts';
import { captchaToken } from '../../../test/captcha';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { newMailsTo, linkIn } from '../../../test/mail';
import { AdminService } from '../admin/service';
import { accountLimits, signInLimits } from './limits';
import type * as passwords from './passwords';

// Every password check and every hash is counted: the limits must stop a guess before its check.
const counted = vi.hoisted(() => ({ checks: 0, hashes: 0 }));
vi.mock('./passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return {
    ...original,
    verifyPassword: async (...args: Parameters<typeof original.verifyPassword>) => {
      counted.checks += 1;
      return original.verifyPassword(...args);
    },
    hashPassword: async (...args: Parameters<typeof original.hashPassword>) => {
      counted.hashes += 1;
      return original.hashPassword(...args);
    },
  };
});

/** REDIS_URL for the Redis runs: the machine's Redis, as CI runs it. */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each([
  { store: 'the database', redis: false },
  { store: 'Redis', redis: true },
])('sign-in limits under a parallel burst, counted in $store', ({ redis }) => {
  let ctx: TestContext;
  const prefix = `ddb-test-${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: false,
      env: redis ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {},
    });
  });
  afterAll(async () => {
    await ctx.close();
    if (redis) {
      const client = new Redis(redisUrl);
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    }
  });
  beforeEach(() => {
    counted.checks = 0;
    counted.hashes = 0;
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((tally, { statusCode }) => {
      tally[statusCode] = (tally[statusCode] ?? 0) + 1;
      return tally;
    }, {});
  const burst = (count: number, send: (index: number) => ReturnType<typeof post>) =>
    Promise.all(Array.from({ length: count }, (_, index) => send(index)));

  it('checks at most 10 of 40 parallel wrong guesses from one address; the right password then waits', async () => {
    const user = await createUser(ctx);
    const attacker = someAddress();
    counted.checks = 0;
    const answers = await burst(40, (index) =>
      post('/api/auth/login', { email: user.email, password: `guess-${index}` }, attacker),
    );
    expect(counted.checks).toBeLessThanOrEqual(signInLimits.perAccountAndAddress.points);
    expect(statuses(answers)).toEqual({ 401: 10, 429: 30 });
    for (const answer of answers.filter((item) => item.statusCode === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    const right = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      attacker,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: authMessages.tooManyAttempts });
  });

  it('checks at most 10 of 40 parallel guesses from 40 addresses; the rest need a proof of work', async () => {
    const user = await createUser(ctx);
    counted.checks = 0;
    const answers = await burst(40, (index) =>
      post('/api/auth/login', { email: user.email, password: `guess-${index}` }, someAddress()),
    );
    expect(counted.checks).toBeLessThanOrEqual(signInLimits.perAccount.points);
    expect(statuses(answers)).toEqual({ 401: 10, 429: 30 });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message: authMessages.proofOfWorkRequired,
      captchaRequired: true,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner in from their own address during an attack, with a solved proof of work', async () => {
    const user = await createUser(ctx);
    const owner = someAddress();
    const attack = burst(60, (index) =>
      post('/api/auth/login', { email: user.email, password: `guess-${index}` }, someAddress()),
    );
    // The owner's browser solves a challenge while the burst is under way.
    const captcha = await captchaToken(ctx);
    const [attackAnswers, ownerAnswer] = await Promise.all([
      attack,
      post('/api/auth/login', { email: user.email, password: user.password, captcha }, owner),
    ]);
    expect(ownerAnswer.statusCode).toBe(200);
    expect(statuses(attackAnswers)[200]).toBeUndefined();
    // After the attack: without a proof of work the owner is asked for one, with one they are in.
    for (let guess = 0; guess < 12; guess += 1) {
      await post('/api/auth/login', { email: user.email, password: 'nope' }, someAddress());
    }
    const asked = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      owner,
    );
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toMatchObject({ captchaRequired: true });
    const payload = await captchaToken(ctx);
    const signedIn = await post(
      '/api/auth/login',
      { email: user.email, password: user.password, captcha: payload },
      owner,
    );
    expect(signedIn.statusCode).toBe(200);
  });

  it('accepts each solved proof of work once, so a burst cannot share one', async () => {
    const user = await createUser(ctx);
    await burst(12, (index) =>
      post('/api/auth/login', { email: user.email, password: `guess-${index}` }, someAddress()),
    );
    const captcha = await captchaToken(ctx);
    counted.checks = 0;
    const answers = await burst(10, (index) =>
      post(
        '/api/auth/login',
        { email: user.email, password: `guess-${index}`, captcha },
        someAddress(),
      ),
    );
    expect(counted.checks).toBe(1);
    expect(statuses(answers)).toEqual({ 401: 1, 429: 9 });
  });

  it('checks at most 50 guesses from one address across accounts, in parallel', async () => {
    const attacker = someAddress();
    counted.checks = 0;
    const answers = await burst(70, () =>
      post('/api/auth/login', { email: uniqueEmail(), password: 'guess' }, attacker),
    );
    expect(counted.checks).toBeLessThanOrEqual(signInLimits.perAddress.points);
    expect(statuses(answers)).toEqual({ 401: 50, 429: 20 });
    // Another address is not affected.
    const user = await createUser(ctx);
    const elsewhere = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      someAddress(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('forgets the failures of an account when it signs in', async () => {
    const user = await createUser(ctx);
    const address = someAddress();
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await post('/api/auth/login', { email: user.email, password: 'wrong!' }, address);
    }
    const good = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      address,
    );
    expect(good.statusCode).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const response = await post(
        '/api/auth/login',
        { email: user.email, password: 'wrong!' },
        address,
      );
      expect(response.statusCode).toBe(401);
    }
  });

  it('holds the same limits for administrators, and lets the administrator in', async () => {
    const username = `warden-${randomBytes(3).toString('hex')}`;
    const password = 'harbour-master';
    await new AdminService(ctx.database.db).upsert({ username, password });
    const attacker = someAddress();
    counted.checks = 0;
    const fromOne = await burst(40, (index) =>
      post('/api/admin/login', { username, password: `guess-${index}` }, attacker),
    );
    expect(counted.checks).toBeLessThanOrEqual(10);
    expect(statuses(fromOne)).toEqual({ 401: 10, 429: 30 });
    expect(fromOne.find((answer) => answer.statusCode === 401)!.json()).toEqual({
      message: adminMessages.invalidCredentials,
    });
    expect((await post('/api/admin/login', { username, password }, attacker)).statusCode).toBe(429);

    counted.checks = 0;
    const spread = await burst(40, (index) =>
      post('/api/admin/login', { username, password: `guess-${index}` }, someAddress()),
    );
    expect(counted.checks).toBe(0);
    expect(statuses(spread)).toEqual({ 429: 40 });
    const home = someAddress();
    const asked = await post('/api/admin/login', { username, password }, home);
    expect(asked.json()).toMatchObject({ captchaRequired: true });
    const captcha = await captchaToken(ctx);
    const signedIn = await post('/api/admin/login', { username, password, captcha }, home);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.some((cookie) => cookie.name === 'ddb_admin')).toBe(true);
  });

  it('looks a reset token up before hashing, and limits reset attempts per address', async () => {
    const attacker = someAddress();
    const { points } = accountLimits.passwordResetsPerAddress;
    counted.hashes = 0;
    const answers = await burst(points + 10, (index) =>
      post(
        '/api/auth/reset-password',
        {
          token: `${index}-${randomBytes(16).toString('base64url')}`,
          password: 'tidal-pool-77',
          confirmPassword: 'tidal-pool-77',
        },
        attacker,
      ),
    );
    expect(counted.hashes).toBe(0);
    expect(statuses(answers)).toEqual({ 400: points, 429: 10 });
    expect(answers.find((answer) => answer.statusCode === 400)!.json()).toEqual({
      message: authMessages.invalidResetLink,
    });

    // A real link still works from another address, and hashes once.
    const user = await createUser(ctx);
    await post('/api/auth/request-password-reset', { email: user.email }, someAddress());
    await ctx.app.mailer.idle();
    const mail = (await newMailsTo(ctx.config.dataDir, user.email)).find((item) =>
      item.subject.includes('Reset'),
    )!;
    const token = linkIn(mail, '/reset-password').searchParams.get('token')!;
    counted.hashes = 0;
    const done = await post(
      '/api/auth/reset-password',
      { token, password: 'tidal-pool-77', confirmPassword: 'tidal-pool-77' },
      someAddress(),
    );
    expect(done.statusCode).toBe(200);
    expect(counted.hashes).toBe(1);
  });
});
