import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { sessionCookie, uniqueEmail } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { linkIn, newMailsTo } from '../../../test/mail';

const logLines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  ctx = await buildTestApp({ seed: false, logger: { level: 'trace', stream } });
});
afterAll(async () => ctx.close());

it('writes no password, hash, token or session id into any answer or log line', async () => {
  const answers: string[] = [];
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) => {
    const response = await ctx.app.inject({
      method,
      url,
      payload,
      headers: cookie ? { cookie } : {},
    });
    // The session id belongs in Set-Cookie (that is where it must be); anywhere else it leaks.
    const { 'set-cookie': _cookie, ...headers } = response.headers;
    answers.push(JSON.stringify(headers), response.body);
    return response;
  };
  const email = uniqueEmail();
  const password = 'secret-sandy-paws';
  await call('POST', '/api/auth/register', {
    firstName: 'Loveday',
    lastName: 'Nance',
    email,
    password,
    confirmPassword: password,
  });
  await call('POST', '/api/auth/login', { email, password: 'wrong-password' });
  await ctx.app.mailer.idle();
  await newMailsTo(ctx.config.dataDir, email);
  await call('POST', '/api/auth/resend-verification', { email });
  await ctx.app.mailer.idle();
  const verifyLink = linkIn(
    (await newMailsTo(ctx.config.dataDir, email))[0]!,
    '/api/auth/verify-email',
  );
  await call('GET', verifyLink.pathname + verifyLink.search);
  const login = await call('POST', '/api/auth/login', { email, password });
  const cookie = sessionCookie(login);
  await call('GET', '/api/auth/user', undefined, cookie);
  await call('POST', '/api/auth/request-password-reset', { email });
  await ctx.app.mailer.idle();
  const resetLink = linkIn((await newMailsTo(ctx.config.dataDir, email))[0]!, '/reset-password');
  const [row] = await ctx.database.db.select().from(users);
  await call('POST', '/api/auth/reset-password', {
    token: resetLink.searchParams.get('token'),
    password: 'another-secret',
    confirmPassword: 'another-secret',
  });
  await call('POST', '/api/auth/logout', undefined, cookie);

  const secrets = [
    password,
    'another-secret',
    'wrong-password',
    verifyLink.searchParams.get('token')!,
    resetLink.searchParams.get('token')!,
    row!.passwordHash,
    row!.resetToken!,
    '$argon2id$',
    cookie.split('=')[1]!.split('.')[0]!,
  ];
  expect(logLines.length).toBeGreaterThan(10);
  expect(logLines.join('\n')).toContain('verify-email?token=%5Bredacted%5D');
  for (const secret of secrets) {
    for (const line of logLines) expect(line).not.toContain(secret);
    for (const answer of answers) expect(answer).not.toContain(secret);
  }
});
