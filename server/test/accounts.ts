import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './helper';
import { linkIn, readOutbox } from './mail';

/** `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookie(response: LightMyRequestResponse, name = 'ddb_session'): string {
  const cookie = response.cookies.find((item) => item.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in the answer`);
  return `${name}=${cookie.value}`;
}

/** A different client address each time, so tests do not share a rate-limit window by accident. */
export const someAddress = () => `10.${[...randomBytes(3)].map((byte) => String(byte)).join('.')}`;

export const uniqueEmail = (label = 'owner') =>
  `${label}.${randomBytes(5).toString('hex')}@example.org`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * Registers through the API and, unless told otherwise, opens the mailed verification link and
 * signs in: the way a real user gets an account.
 */
export async function createUser(
  ctx: TestContext,
  options: { verified?: boolean; firstName?: string; lastName?: string; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: someAddress(),
    payload: {
      firstName: options.firstName ?? 'Morwenna',
      lastName: options.lastName ?? 'Pascoe',
      email,
      password,
      confirmPassword: password,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const { user } = registered.json<{ user: { id: string } }>();
  // The link signs the browser in; the sign-in then replaces that session, as in a browser.
  let verifiedCookie = '';
  if (options.verified !== false) {
    await ctx.app.mailer.idle();
    const mails = (await readOutbox(ctx.config.dataDir)).filter((mail) => mail.to.includes(email));
    const link = linkIn(mails.at(-1)!, '/api/auth/verify-email');
    const verified = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
    verifiedCookie = sessionCookie(verified);
  }
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: someAddress(),
    payload: { email, password },
    headers: verifiedCookie ? { cookie: verifiedCookie } : {},
  });
  if (options.verified !== false && login.statusCode !== 200)
    throw new Error(`login: ${login.body}`);
  return {
    id: user.id,
    email,
    password,
    cookie: login.statusCode === 200 ? sessionCookie(login) : '',
  };
}

/** A POST from a new client address each time, so no two share a rate-limit window by accident. */
export const postFromAnywhere = (
  ctx: TestContext,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: someAddress() });
