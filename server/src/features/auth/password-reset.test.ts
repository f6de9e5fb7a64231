import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@shared/auth';
import { users } from '../../db/schema';
import { createUser, postFromAnywhere, uniqueEmail, type TestUser } from '../../../test/accounts';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';
import { linkIn, newMailsTo, readOutbox } from '../../../test/mail';

let ctx: TestContext;
useFixture({ app: { seed: false } }, (fixture) => ({ ctx } = fixture));

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  postFromAnywhere(ctx, url, payload, headers);

/** Asks for a reset and returns the token from the mailed link. */
async function requestReset(user: TestUser, typed = user.email) {
  const response = await post('/api/auth/request-password-reset', { email: typed });
  expect(response.statusCode).toBe(200);
  await ctx.app.mailer.idle();
  const mails = await newMailsTo(ctx.config.dataDir, user.email);
  const mail = mails.find((item) => item.subject.includes('Reset'))!;
  expect(mail.subject).toBe('Reset your Devon Dog Beaches password');
  const link = linkIn(mail, '/reset-password');
  expect(link.origin).toBe('http://localhost:5000');
  return link.searchParams.get('token')!;
}

const reset = (token: string, password = 'new-sandy-paws', headers: Record<string, string> = {}) =>
  post('/api/auth/reset-password', { token, password, confirmPassword: password }, headers);

const login = (email: string, password: string) => post('/api/auth/login', { email, password });

describe('password reset', () => {
  it('answers the same whether or not the e-mail is known, and mails only a known one', async () => {
    const user = await createUser(ctx);
    const known = await post('/api/auth/request-password-reset', { email: user.email });
    const stranger = uniqueEmail();
    const unknown = await post('/api/auth/request-password-reset', { email: stranger });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: authMessages.resetRequested });
    await ctx.app.mailer.idle();
    const outbox = await readOutbox(ctx.config.dataDir);
    expect(outbox.some((mail) => mail.to.includes(stranger))).toBe(false);
  });

  it('sets a new password with a valid link, once', async () => {
    const user = await createUser(ctx);
    const token = await requestReset(user, user.email.toUpperCase());
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.resetToken).not.toBe(token);
    expect(row!.resetToken).toMatch(/^[0-9a-f]{64}$/);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: authMessages.passwordReset });
    expect((await login(user.email, 'new-sandy-paws')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);

    const reused = await reset(token, 'another-one');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: authMessages.invalidResetLink });
    expect((await login(user.email, 'another-one')).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(ctx);
    const token = await requestReset(user);
    await ctx.database.db
      .update(users)
      .set({ resetTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await reset(token)).statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('voids the older link when a new one is asked for', async () => {
    const user = await createUser(ctx);
    const first = await requestReset(user);
    const second = await requestReset(user);
    expect(second).not.toBe(first);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it("signs out the account's other sessions", async () => {
    const user = await createUser(ctx);
    const otherDevice = (await login(user.email, user.password)).cookies.find(
      (cookie) => cookie.name === 'ddb_session',
    )!;
    const token = await requestReset(user);
    expect((await reset(token, 'new-sandy-paws', { cookie: user.cookie })).statusCode).toBe(200);
    const me = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await me(`ddb_session=${otherDevice.value}`)).statusCode).toBe(401);
    // The browser that made the reset, signed in as this account, stays signed in.
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('refuses a common new password on its field, and the link still works after', async () => {
    const user = await createUser(ctx);
    const token = await requestReset(user);
    for (const password of ['password1', 'qwerty123', '123456']) {
      const refused = await reset(token, password);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'This password is too common',
        errors: [{ path: 'password', message: 'This password is too common' }],
      });
      expect((await login(user.email, password)).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await reset(token, 'tide-pools-at-dusk')).statusCode).toBe(200);
    expect((await login(user.email, 'tide-pools-at-dusk')).statusCode).toBe(200);
  });

  it('verifies the e-mail of an account that resets its password', async () => {
    const user = await createUser(ctx, { verified: false });
    const token = await requestReset(user);
    expect((await reset(token)).statusCode).toBe(200);
    expect((await login(user.email, 'new-sandy-paws')).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'abcdef', confirmPassword: 'abcdef' }, 'token', authMessages.resetTokenRequired],
    [
      { token: 't', password: 'abc', confirmPassword: 'abc' },
      'password',
      authMessages.passwordTooShort,
    ],
    [
      { token: 't', password: 'abcdef', confirmPassword: 'abc' },
      'confirmPassword',
      authMessages.confirmPassword,
    ],
    [
      { token: 't', password: 'abcdef', confirmPassword: 'abcdeg' },
      'confirmPassword',
      authMessages.passwordsDontMatch,
    ],
  ])('validates %j', async (payload, path, message) => {
    const response = await post('/api/auth/reset-password', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
  });

  it('refuses a made-up token with 400', async () => {
    const response = await reset('x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: authMessages.invalidResetLink });
  });

  it('validates the e-mail of a request', async () => {
    const response = await post('/api/auth/request-password-reset', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(authMessages.invalidEmail);
  });
});
