import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from './data-dir';
import { linkFromMail } from './outbox';

export interface E2eUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A new account, verified through its mailed link and signed in in this page's browser context
 * (page.request shares the context's cookies). The sign-up screens have their own test.
 */
export async function signedInUser(page: Page, firstName = 'Kerensa'): Promise<E2eUser> {
  const user = {
    email: `owner.${randomBytes(5).toString('hex')}@example.org`,
    password: 'sandy-paws-42',
    firstName,
    lastName: 'Hocking',
  };
  // Each owner signs up from an address of their own (TEST-NET-2, in X-Forwarded-For, which the
  // test server trusts from 127.0.0.1: TRUST_PROXY in playwright.config.ts), as real ones do: the
  // whole suite makes more accounts than one address may in an hour.
  const registered = await page.request.post('/api/auth/register', {
    data: { ...user, confirmPassword: user.password },
    headers: { 'x-forwarded-for': `198.51.100.${1 + (randomBytes(1)[0]! % 254)}` },
  });
  expect(registered.status()).toBe(201);
  const link = await linkFromMail(user.email, /verify your email/i, '/api/auth/verify-email');
  expect((await page.request.get(link, { maxRedirects: 0 })).status()).toBe(302);
  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
  return user;
}

/** Signs the test administrator in on `request` (a context of its own, not the page's). */
export async function asAdmin(request: APIRequestContext): Promise<APIRequestContext> {
  const response = await request.post('/api/admin/login', { data: e2eAdmin });
  expect(response.status()).toBe(200);
  return request;
}
