import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@shared/auth';
import { users } from '../../db/schema';
import { createUser, sessionCookie, someAddress, uniqueEmail } from '../../../test/accounts';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';
import { linkIn, newMailsTo } from '../../../test/mail';

let ctx: TestContext;
useFixture({ app: { seed: false } }, (fixture) => ({ ctx } = fixture));

/** Registers an account and returns its address and the path of its mailed verification link. */
async function registered() {
  const email = uniqueEmail('verify');
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: someAddress(),
    payload: {
      firstName: 'Tamsin',
      lastName: 'Trelawney',
      email,
      password: 'sandy-paws',
      confirmPassword: 'sandy-paws',
    },
  });
  expect(response.statusCode).toBe(201);
  await ctx.app.mailer.idle();
  const [mail] = await newMailsTo(ctx.config.dataDir, email);
  const link = linkIn(mail!, '/api/auth/verify-email');
  return { email, path: link.pathname + link.search };
}

const open = (path: string, cookie = '') =>
  ctx.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
const sessionUser = async (cookie: string) =>
  (await open('/api/auth/session', cookie)).json<{ user: { email: string } | null }>().user;
const setsSession = (response: Awaited<ReturnType<typeof open>>) =>
  response.cookies.some((cookie) => cookie.name === 'ddb_session' && cookie.value !== '');

describe('following the verification link', () => {
  it('signs the user in with a new session and keeps the redirect as it was', async () => {
    const { email, path } = await registered();
    const response = await open(path);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/?${new URLSearchParams({ verified: 'true', firstName: 'Tamsin', email }).toString()}`,
    );
    expect(await sessionUser(sessionCookie(response))).toMatchObject({ email });
  });

  it('replaces a session the browser already had', async () => {
    const other = await createUser(ctx);
    const { email, path } = await registered();
    const response = await open(path, other.cookie);
    const cookie = sessionCookie(response);
    expect(cookie).not.toBe(other.cookie);
    expect(await sessionUser(cookie)).toMatchObject({ email });
  });

  it('signs nobody in from a used, expired, made-up or missing token', async () => {
    const used = await registered();
    await open(used.path);
    const expired = await registered();
    await ctx.database.db
      .update(users)
      .set({ verificationTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.email, expired.email));
    for (const [path, error] of [
      [used.path, authMessages.invalidVerificationLink],
      [expired.path, authMessages.expiredVerificationLink],
      ['/api/auth/verify-email?token=abcdefabcdef', authMessages.invalidVerificationLink],
      ['/api/auth/verify-email', authMessages.verificationTokenRequired],
    ] as const) {
      const response = await open(path);
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location, path).toBe(
        `/?${new URLSearchParams({ verified: 'false', error }).toString()}`,
      );
      expect(setsSession(response), path).toBe(false);
    }
  });
});
