import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFromAnywhere, uniqueEmail } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helper';
import {
  linkIn,
  readOutbox,
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../../test/mail';

let smtp: TestSmtpServer;
let received: ReceivedMail[];
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpServer();
  received = smtp.received;
  ctx = await buildTestApp({
    seed: false,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Devon Dog Beaches <hello@devondogbeaches.example>',
      PUBLIC_URL: 'https://devondogbeaches.example',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (url: string, payload: object) => postFromAnywhere(ctx, url, payload);

async function receivedBy(email: string) {
  await ctx.app.mailer.idle();
  return received.filter((mail) => mail.to.includes(email));
}

/** Signs up with the password the tests sign in with. */
const register = (email: string, firstName: string, lastName: string) =>
  post('/api/auth/register', {
    firstName,
    lastName,
    email,
    password: 'sandy-paws',
    confirmPassword: 'sandy-paws',
  });

describe('mail through SMTP_URL', () => {
  it('delivers the verification mail, whose link verifies the account', async () => {
    const email = uniqueEmail();
    await register(email, 'Jory', 'Penhallow');
    const [mail] = await receivedBy(email);
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('"Devon Dog Beaches" <hello@devondogbeaches.example>');
    expect(mail!.subject).toMatch(/verify your email/i);
    expect(mail!.text).toContain('Hello Jory,');
    expect(mail!.html).toContain('Devon Dog Beaches');
    const link = linkIn(mail!, '/api/auth/verify-email');
    expect(link.origin).toBe('https://devondogbeaches.example');
    expect(mail!.html).toContain(link.href.replaceAll('&', '&amp;'));

    const opened = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.headers.location).toContain('verified=true');
    const login = await post('/api/auth/login', { email, password: 'sandy-paws' });
    expect(login.statusCode).toBe(200);
    // PUBLIC_URL is https: the session cookie is Secure.
    expect(login.cookies.find((cookie) => cookie.name === 'ddb_session')?.secure).toBe(true);
    // Nothing went to the outbox.
    expect(await readOutbox(ctx.config.dataDir)).toEqual([]);
  });

  it('delivers the reset mail, whose link resets the password', async () => {
    const email = uniqueEmail();
    await register(email, 'Demelza', 'Carne');
    await post('/api/auth/request-password-reset', { email });
    const mail = (await receivedBy(email)).find((item) => /reset/i.test(item.subject));
    expect(mail).toBeDefined();
    expect(mail!.html).toMatch(
      /<a href="https:\/\/devondogbeaches\.example\/reset-password\?token=/,
    );
    const link = linkIn(mail!, '/reset-password');
    const token = link.searchParams.get('token')!;
    const reset = await post('/api/auth/reset-password', {
      token,
      password: 'brand-new-paws',
      confirmPassword: 'brand-new-paws',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'brand-new-paws' })).statusCode).toBe(
      200,
    );
  });
});

describe('the outbox', () => {
  it('writes each message as a whole RFC 5322 file named by UTC time', async () => {
    const local = await buildTestApp({ seed: false });
    try {
      const email = uniqueEmail();
      await local.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Wenna',
          lastName: 'Rowe',
          email,
          password: 'sandy-paws',
          confirmPassword: 'sandy-paws',
        },
      });
      await local.app.mailer.idle();
      const { readdirSync } = await import('node:fs');
      const path = await import('node:path');
      const names = readdirSync(path.join(local.config.dataDir, 'outbox'));
      expect(names).toHaveLength(1);
      expect(names[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]+\.eml$/);
      const [mail] = await readOutbox(local.config.dataDir);
      expect(mail!.raw).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(mail!.raw).toMatch(/^Subject: /m);
      expect(mail!.raw).toMatch(/^Date: /m);
      expect(mail!.to).toBe(email);
      expect(mail!.text).toContain('Hello Wenna,');
      expect(mail!.html).toContain('Verify my email address');
    } finally {
      await local.close();
    }
  });
});
