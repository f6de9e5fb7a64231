import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@shared/auth';
import { createUser, someAddress, uniqueEmail } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { readOutbox } from '../../../test/mail';
import { accountLimits } from './limits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(async () => ctx.close());

const post = (url: string, payload: object, remoteAddress = someAddress()) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

function expectTooMany(response: Awaited<ReturnType<typeof post>>, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: authMessages.tooManyAttempts });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('account rate limits', () => {
  it('limits registrations from one address', async () => {
    const address = someAddress();
    const { points } = accountLimits.registrationsPerAddress;
    const register = () =>
      post(
        '/api/auth/register',
        {
          firstName: 'Kit',
          lastName: 'Hext',
          email: uniqueEmail(),
          password: 'sandy-paws',
          confirmPassword: 'sandy-paws',
        },
        address,
      );
    for (let attempt = 1; attempt <= points; attempt += 1) {
      expect((await register()).statusCode).toBe(201);
    }
    expectTooMany(await register(), 60 * 60);
  });

  it('limits reset requests and verification resends from one address together', async () => {
    const address = someAddress();
    const { points } = accountLimits.mailRequestsPerAddress;
    for (let attempt = 1; attempt <= points; attempt += 1) {
      const url =
        attempt % 2 ? '/api/auth/request-password-reset' : '/api/auth/resend-verification';
      expect((await post(url, { email: uniqueEmail() }, address)).statusCode).toBe(200);
    }
    expectTooMany(
      await post('/api/auth/request-password-reset', { email: uniqueEmail() }, address),
      60 * 60,
    );
    expectTooMany(
      await post('/api/auth/resend-verification', { email: uniqueEmail() }, address),
      60 * 60,
    );
  });

  it('stops mailing one address after a few requests, with the same answer', async () => {
    const user = await createUser(ctx);
    const { points } = accountLimits.mailsPerRecipient;
    for (let attempt = 1; attempt <= points + 3; attempt += 1) {
      const response = await post('/api/auth/request-password-reset', { email: user.email });
      expect(response.statusCode).toBe(200);
    }
    await ctx.app.mailer.idle();
    const mails = (await readOutbox(ctx.config.dataDir)).filter((mail) =>
      mail.to.includes(user.email),
    );
    // The verification mail of the registration counts too.
    expect(mails).toHaveLength(points);
  });
});
