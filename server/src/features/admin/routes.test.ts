import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shared/admin-session';
import { admins } from '../../db/schema';
import { createUser, sessionCookie, someAddress } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { AdminService } from './service';

let ctx: TestContext;
let adminCookie: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  const service = new AdminService(ctx.database.db);
  await service.upsert({ username: 'warden', password: 'harbour-master', name: 'Wenna Warden' });
  await service.upsert({ username: 'retired', password: 'harbour-master' });
  await service.disable('retired');
  const login = await signIn('warden', 'harbour-master');
  adminCookie = sessionCookie(login, 'ddb_admin');
});
afterAll(async () => ctx.close());

function signIn(username: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: someAddress(),
  });
}
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie = '') =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });

describe('administrator sign-in', () => {
  it('signs in with its own session cookie and answers Admin', async () => {
    const login = await signIn('warden', 'harbour-master');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      admin: {
        id: expect.any(Number),
        username: 'warden',
        email: 'warden@admin.invalid',
        name: 'Wenna Warden',
      },
    });
    expect(login.cookies.map((cookie) => cookie.name)).toEqual(['ddb_admin']);
    const me = await call('GET', '/api/admin/me', sessionCookie(login, 'ddb_admin'));
    expect(me.json()).toMatchObject({ username: 'warden' });
    const [row] = await ctx.database.db.select().from(admins).where(eq(admins.username, 'warden'));
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers who is signed in to the back office with 200, null for anyone else', async () => {
    const user = await createUser(ctx);
    for (const cookie of ['', user.cookie]) {
      const response = await call('GET', '/api/admin/session', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ admin: null });
    }
    const login = await signIn('warden', 'harbour-master');
    const signedIn = await call('GET', '/api/admin/session', sessionCookie(login, 'ddb_admin'));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      admin: {
        id: expect.any(Number),
        username: 'warden',
        email: 'warden@admin.invalid',
        name: 'Wenna Warden',
      },
    });
  });

  it('gives 401 for a wrong pair and for an inactive administrator', async () => {
    for (const [username, password] of [
      ['warden', 'wrong'],
      ['nobody', 'harbour-master'],
      ['retired', 'harbour-master'],
    ] as const) {
      const response = await signIn(username, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: adminMessages.invalidCredentials });
    }
  });

  it('validates the form', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'username', message: adminMessages.usernameRequired },
      { path: 'password', message: adminMessages.passwordRequired },
    ]);
  });

  it('keeps user and admin sessions apart', async () => {
    const user = await createUser(ctx);
    expect((await call('GET', '/api/admin/me', user.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/routes', user.cookie)).statusCode).toBe(401);
    // Under the user's cookie name, the admin's session id opens nothing either.
    const swapped = adminCookie.replace('ddb_admin=', 'ddb_session=');
    expect((await call('GET', '/api/auth/user', swapped)).statusCode).toBe(401);
  });

  it('ends the session of a disabled administrator and at sign-out', async () => {
    const service = new AdminService(ctx.database.db);
    await service.upsert({ username: 'temp', password: 'harbour-master' });
    const cookie = sessionCookie(await signIn('temp', 'harbour-master'), 'ddb_admin');
    expect((await call('GET', '/api/admin/me', cookie)).statusCode).toBe(200);
    await service.disable('temp');
    expect((await call('GET', '/api/admin/me', cookie)).statusCode).toBe(401);

    await service.upsert({ username: 'temp', password: 'harbour-master' });
    const again = sessionCookie(await signIn('temp', 'harbour-master'), 'ddb_admin');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: again },
    });
    expect(out.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', again)).statusCode).toBe(401);
  });
});
