import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@shared/auth';
import { userSessions, users } from '../../db/schema';
import { createUser, postFromAnywhere, sessionCookie, uniqueEmail } from '../../../test/accounts';
import { useFixture } from '../../../test/fixture';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { linkIn, newMailsTo, readOutbox } from '../../../test/mail';

let ctx: TestContext;
useFixture({ app: { seed: false } }, (fixture) => ({ ctx } = fixture));

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  postFromAnywhere(ctx, url, payload, headers);
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Tamsin',
  lastName: 'Trelawney',
  email: uniqueEmail(),
  password: 'sandy-paws',
  confirmPassword: 'sandy-paws',
  ...overrides,
});

async function mailsTo(email: string) {
  await ctx.app.mailer.idle();
  return (await readOutbox(ctx.config.dataDir)).filter((mail) => mail.to.includes(email));
}

const userRow = async (email: string) =>
  (await ctx.database.db.select().from(users)).find(
    (row) => row.email.toLowerCase() === email.toLowerCase(),
  )!;

describe('POST /api/auth/register', () => {
  it('creates an unverified account, mails a link and does not sign in', async () => {
    const body = registration();
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      requiresVerification: true,
      user: {
        id: expect.any(String),
        email: body.email,
        firstName: 'Tamsin',
        lastName: 'Trelawney',
        profileImageUrl: null,
        emailVerified: false,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
    expect(response.cookies).toEqual([]);
    const row = await userRow(body.email);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [mail] = await mailsTo(body.email);
    expect(mail!.subject).toBe('Verify your email address for Devon Dog Beaches');
    const link = linkIn(mail!, '/api/auth/verify-email');
    expect(link.origin).toBe('http://localhost:5000');
    // What the database keeps is the token's hash, never the token in the link.
    expect(row.verificationToken).not.toBe(link.searchParams.get('token'));
    expect(row.verificationToken).toMatch(/^[0-9a-f]{64}$/);
    expect(link.searchParams.get('token')!.length).toBeGreaterThanOrEqual(22);
    // The text part is plain 7-bit text: the link stands in the raw message as it is.
    expect(mail!.raw).toContain(link.href);
  });

  it.each([
    ['firstName', { firstName: '  ' }, authMessages.firstNameRequired],
    ['lastName', { lastName: undefined }, authMessages.lastNameRequired],
    ['email', { email: 'not-an-email' }, authMessages.invalidEmail],
    ['password', { password: '12345', confirmPassword: '12345' }, authMessages.passwordTooShort],
    ['confirmPassword', { confirmPassword: 'sandy-pawz' }, authMessages.passwordsDontMatch],
    ['confirmPassword', { confirmPassword: 'abc' }, authMessages.confirmPassword],
  ])('refuses a bad %s, naming what is wrong with it', async (path, change, message) => {
    const response = await post('/api/auth/register', registration(change));
    expect(response.statusCode).toBe(400);
    const answer = response.json<{
      message: string;
      errors: { path: string; message: string }[];
    }>();
    expect(answer.errors).toContainEqual({ path, message });
    expect(answer.message).toBe(answer.errors[0]!.message);
  });

  it.each(['password1', 'qwerty123', '123456', 'Password1'])(
    'refuses the common password %s on its field and creates no account',
    async (password) => {
      const body = registration({ password, confirmPassword: password });
      const response = await post('/api/auth/register', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'This password is too common',
        errors: [{ path: 'password', message: 'This password is too common' }],
      });
      expect(await userRow(body.email)).toBeUndefined();
      expect(await mailsTo(body.email)).toEqual([]);
    },
  );

  it('answers 409 for a registered e-mail in any letter case', async () => {
    const body = registration();
    expect((await post('/api/auth/register', body)).statusCode).toBe(201);
    const again = await post(
      '/api/auth/register',
      registration({ email: `  ${body.email.toUpperCase()} ` }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: authMessages.emailTaken });
  });

  it('signs in at once when verification is not required', async () => {
    const open = await buildTestApp({ seed: false, env: { REQUIRE_EMAIL_VERIFICATION: 'false' } });
    try {
      const response = await open.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration(),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<{ requiresVerification: boolean }>().requiresVerification).toBe(false);
      const me = await open.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: sessionCookie(response) },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json<{ emailVerified: boolean }>().emailVerified).toBe(false);
    } finally {
      await open.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  it('signs a verified user in with a database session in an HttpOnly, SameSite=Lax cookie', async () => {
    const user = await createUser(ctx);
    const response = await post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { id: string } }>().user.id).toBe(user.id);
    const cookie = response.cookies.find((item) => item.name === 'ddb_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    const sessions = await ctx.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.owner, user.id));
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    // The row is keyed by a hash: the cookie's id is nowhere in the table.
    const id = decodeURIComponent(cookie.value).split('.')[0]!;
    expect(sessions.map((row) => row.sid)).not.toContain(id);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(ctx);
    const wrongPassword = await post('/api/auth/login', { email: user.email, password: 'nope!!' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: 'nope!!' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: authMessages.invalidCredentials });
    expect(unknown.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('refuses an unverified user with 403 and requiresVerification', async () => {
    const user = await createUser(ctx, { verified: false });
    const response = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: authMessages.verificationRequired,
      requiresVerification: true,
    });
    expect(response.cookies).toEqual([]);
  });

  it.each([
    [{ email: 'x', password: 'p' }, 'email', authMessages.invalidEmail],
    [{ email: 'a@b.org', password: '' }, 'password', authMessages.passwordRequired],
    [{ email: 'a@b.org' }, 'password', authMessages.passwordRequired],
  ])('validates %j', async (payload, path, message) => {
    const response = await post('/api/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
  });

  it('rotates the session id at sign-in: the old id stops working', async () => {
    const user = await createUser(ctx);
    const before = user.cookie;
    const again = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      { cookie: before },
    );
    const after = sessionCookie(again);
    expect(after).not.toBe(before);
    expect((await get('/api/auth/user', { cookie: before })).statusCode).toBe(401);
    expect((await get('/api/auth/user', { cookie: after })).statusCode).toBe(200);
  });

  it('ignores a forged or unsigned cookie', async () => {
    expect((await get('/api/auth/user', { cookie: 'ddb_session=made-up' })).statusCode).toBe(401);
    expect(
      (await get('/api/auth/user', { cookie: 'ddb_session=abc.def' })).json<{ message: string }>(),
    ).toEqual({ message: authMessages.notSignedIn });
  });
});

describe('GET /api/auth/user and POST /api/auth/logout', () => {
  it('returns the user without any hash or token, then signs out for good', async () => {
    const user = await createUser(ctx);
    const me = await get('/api/auth/user', { cookie: user.cookie });
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json<object>()).sort()).toEqual([
      'createdAt',
      'email',
      'emailVerified',
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
    ]);
    expect(me.headers['cache-control']).toBe('no-store');

    const out = await post('/api/auth/logout', undefined, { cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((item) => item.name === 'ddb_session');
    expect(cleared?.value).toBe('');
    expect((await get('/api/auth/user', { cookie: user.cookie })).statusCode).toBe(401);
    const rows = await ctx.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.owner, user.id));
    expect(rows).toEqual([]);
  });

  it('answers 401 when signed out, and sign-out without a session is harmless', async () => {
    expect((await get('/api/auth/user')).statusCode).toBe(401);
    expect((await post('/api/auth/logout')).statusCode).toBe(200);
  });

  it('answers who is signed in through /api/auth/session, 200 with null for a visitor', async () => {
    const visitor = await get('/api/auth/session');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect(visitor.headers['cache-control']).toBe('no-store');

    const user = await createUser(ctx);
    const signedIn = await get('/api/auth/session', { cookie: user.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ user: { id: string } }>().user.id).toBe(user.id);
    await post('/api/auth/logout', undefined, { cookie: user.cookie });
    expect((await get('/api/auth/session', { cookie: user.cookie })).json()).toEqual({
      user: null,
    });
  });

  it('ends a session after 30 days without use', async () => {
    const user = await createUser(ctx);
    await ctx.database.db
      .update(userSessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(userSessions.owner, user.id));
    expect((await get('/api/auth/user', { cookie: user.cookie })).statusCode).toBe(401);
  });

  it('pushes the idle expiry forward when a session is used', async () => {
    const user = await createUser(ctx);
    const soon = new Date(Date.now() + 24 * 60 * 60_000);
    await ctx.database.db
      .update(userSessions)
      .set({ expire: soon })
      .where(eq(userSessions.owner, user.id));
    const me = await get('/api/auth/user', { cookie: user.cookie });
    expect(me.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.owner, user.id));
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60_000);
  });
});

describe('GET /api/auth/verify-email', () => {
  async function registerAndGetLink() {
    const body = registration();
    await post('/api/auth/register', body);
    const [mail] = await mailsTo(body.email);
    const link = linkIn(mail!, '/api/auth/verify-email');
    return { body, url: link.pathname + link.search };
  }

  const redirectParams = (location: string | undefined) => {
    const url = new URL(location!, 'http://localhost');
    expect(url.pathname).toBe('/');
    return Object.fromEntries(url.searchParams);
  };

  it('verifies once and sends the user home with their name', async () => {
    const { body, url } = await registerAndGetLink();
    const first = await get(url);
    expect(first.statusCode).toBe(302);
    expect(redirectParams(first.headers.location as string)).toEqual({
      verified: 'true',
      firstName: 'Tamsin',
      email: body.email,
    });
    expect((await userRow(body.email)).emailVerified).toBe(true);
    const login = await post('/api/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);

    const reused = await get(url);
    expect(reused.statusCode).toBe(302);
    expect(redirectParams(reused.headers.location as string)).toEqual({
      verified: 'false',
      error: authMessages.invalidVerificationLink,
    });
  });

  it('refuses an expired link', async () => {
    const { body, url } = await registerAndGetLink();
    await ctx.database.db
      .update(users)
      .set({ verificationTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.email, body.email));
    const response = await get(url);
    expect(redirectParams(response.headers.location as string)).toEqual({
      verified: 'false',
      error: authMessages.expiredVerificationLink,
    });
    expect((await userRow(body.email)).emailVerified).toBe(false);
  });

  it('refuses a missing or made-up token', async () => {
    expect(
      redirectParams((await get('/api/auth/verify-email')).headers.location as string),
    ).toEqual({ verified: 'false', error: authMessages.verificationTokenRequired });
    const madeUp = await get('/api/auth/verify-email?token=abcdefabcdef');
    expect(redirectParams(madeUp.headers.location as string).verified).toBe('false');
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('mails a new link that replaces the old one', async () => {
    const body = registration();
    await post('/api/auth/register', body);
    await ctx.app.mailer.idle();
    const [first] = await newMailsTo(ctx.config.dataDir, body.email);
    const response = await post('/api/auth/resend-verification', { email: body.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.verificationResent });
    await ctx.app.mailer.idle();
    const [second] = await newMailsTo(ctx.config.dataDir, body.email);
    const oldLink = linkIn(first!, '/api/auth/verify-email');
    const newLink = linkIn(second!, '/api/auth/verify-email');
    const old = await get(oldLink.pathname + oldLink.search);
    expect(old.headers.location).toContain('verified=false');
    const fresh = await get(newLink.pathname + newLink.search);
    expect(fresh.headers.location).toContain('verified=true');
  });

  it('answers the same for an unknown or verified e-mail, and sends nothing', async () => {
    const user = await createUser(ctx);
    const sentBefore = (await mailsTo(user.email)).length;
    const unknown = await post('/api/auth/resend-verification', { email: uniqueEmail() });
    const verified = await post('/api/auth/resend-verification', { email: user.email });
    expect(unknown.statusCode).toBe(200);
    expect(verified.json()).toEqual(unknown.json());
    expect(await mailsTo(user.email)).toHaveLength(sentBefore);
  });

  it("uses the signed-in user's address when no e-mail is given", async () => {
    const open = await buildTestApp({ seed: false, env: { REQUIRE_EMAIL_VERIFICATION: 'false' } });
    try {
      const body = registration();
      const registered = await open.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: body,
      });
      const response = await open.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: { cookie: sessionCookie(registered) },
      });
      expect(response.statusCode).toBe(200);
      await open.app.mailer.idle();
      const mails = (await readOutbox(open.config.dataDir)).filter((m) =>
        m.to.includes(body.email),
      );
      expect(mails).toHaveLength(2);
      const anonymous = await open.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
      });
      expect(anonymous.statusCode).toBe(400);
    } finally {
      await open.close();
    }
  });
});

describe('GET /api/login', () => {
  it.each([
    ['/api/login', '/auth'],
    ['/api/login?returnTo=%2Fprofile', '/auth?returnTo=%2Fprofile'],
    ['/api/login?returnTo=%2F%2Fevil.example', '/auth'],
    ['/api/login?returnTo=https%3A%2F%2Fevil.example', '/auth'],
  ])('%s redirects to %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });
});

describe('cross-site requests', () => {
  it('refuses a sign-in posted from another site', async () => {
    const user = await createUser(ctx);
    const response = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });
});
