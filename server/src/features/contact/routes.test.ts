import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, type CaptchaChallenge, type ContactInput } from '@shared/contact';
import { contactSubmissions } from '../../db/schema';
import { RateLimit } from '../../plugins/rate-limits';
import { someAddress } from '../../../test/accounts';
import { captchaToken, solvedPayload } from '../../../test/captcha';
import { buildTestApp, type TestContext } from '../../../test/helper';
import {
  readOutbox,
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../../test/mail';
import { AdminService } from '../admin/service';
import { captchaDifficulty } from './captcha';
import { contactLimit, contactLimitName } from './service';

/** The default app: no SMTP_URL, no CONTACT_TO or MAIL_FROM, so mail goes to the outbox. */
let ctx: TestContext;
/** An app that sends through a real SMTP server in this process, with CONTACT_TO set. */
let smtpCtx: TestContext;
let smtp: TestSmtpServer;
let received: ReceivedMail[];
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  received = smtp.received;
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  [ctx, smtpCtx] = await Promise.all([
    buildTestApp({ seed: false }),
    buildTestApp({
      seed: false,
      logger: { level: 'info', stream: logStream },
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Devon Dog Beaches <hello@devondogbeaches.example>',
        CONTACT_TO: 'owners@devondogbeaches.example',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), smtpCtx.close()]);
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const message = (overrides: Partial<ContactInput> = {}): Partial<ContactInput> => ({
  name: 'Morwenna Pascoe',
  email: 'morwenna@example.org',
  subject: 'Parking at Bantham',
  message: 'Is the car park open in winter?',
  ...overrides,
});

const send = (app: TestContext, payload?: object, address = someAddress()) =>
  app.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: address,
    ...(payload === undefined ? {} : { payload }),
  });

const storedMessages = (app: TestContext) => app.database.db.select().from(contactSubmissions);

describe('GET /api/captcha', () => {
  it('issues a fresh, uncached ALTCHA challenge that the widget can solve', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/captcha' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<CaptchaChallenge>();
    expect(challenge).toEqual({
      parameters: expect.objectContaining({
        algorithm: captchaDifficulty.algorithm,
        cost: captchaDifficulty.cost,
        expiresAt: expect.any(Number),
      }),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const other = (
      await ctx.app.inject({ method: 'GET', url: '/api/captcha' })
    ).json<CaptchaChallenge>();
    expect(other.signature).not.toBe(challenge.signature);
  });
});

describe('POST /api/contact', () => {
  it('answers 400 "Please fill in all required fields" when name, email or message is missing', async () => {
    for (const payload of [
      undefined,
      {},
      { ...message(), name: '' },
      { ...message(), email: '  ', recaptchaToken: 'x' },
      { ...message(), message: undefined, recaptchaToken: 'x' },
    ]) {
      const response = await send(ctx, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Please fill in all required fields' });
    }
    const badEmail = await send(ctx, {
      ...message(),
      email: 'not-an-address',
      recaptchaToken: 'x',
    });
    expect(badEmail.json()).toMatchObject({ message: contactMessages.emailInvalid });
    expect(await storedMessages(ctx)).toEqual([]);
  });

  it('answers 400 "Please complete the CAPTCHA verification" for a missing or invalid payload', async () => {
    for (const recaptchaToken of [undefined, '', 'not-a-payload', btoa('{"challenge":{}}')]) {
      const response = await send(ctx, { ...message(), recaptchaToken });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please complete the CAPTCHA verification',
      });
    }
    expect(await storedMessages(ctx)).toEqual([]);
  });

  it('stores the message, mails it to the first administrator through the outbox, and answers 201', async () => {
    await new AdminService(ctx.database.db).upsert({
      username: 'keeper',
      password: 'harbour-master',
      email: 'keeper@devondogbeaches.example',
      name: 'Kerensa Keeper',
    });
    const response = await send(ctx, {
      ...message({
        name: 'Jory <b>Bold</b>',
        subject: '',
        message: 'Hello <script>alert(1)</script>\nSecond line & more',
      }),
      recaptchaToken: await captchaToken(ctx),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: contactMessages.successTitle });
    const [row] = await storedMessages(ctx);
    expect(row).toMatchObject({
      name: 'Jory <b>Bold</b>',
      email: 'morwenna@example.org',
      subject: null,
      message: 'Hello <script>alert(1)</script>\nSecond line & more',
      isRead: false,
    });

    await ctx.app.mailer.idle();
    const [mail] = await readOutbox(ctx.config.dataDir);
    expect(mail).toBeDefined();
    expect(mail!.to).toBe('keeper@devondogbeaches.example');
    expect(mail!.subject).toBe('Contact form: message from Jory <b>Bold</b>');
    expect(mail!.raw).toMatch(/^Reply-To: "Jory <b>Bold<\/b>" <morwenna@example\.org>/m);
    expect(mail!.text).toContain('Hello <script>alert(1)</script>\nSecond line & more');
    expect(mail!.text).toContain('From: Jory <b>Bold</b> <morwenna@example.org>');
    expect(mail!.html).toContain(
      'Hello &lt;script&gt;alert(1)&lt;/script&gt;\nSecond line &amp; more',
    );
    expect(mail!.html).toContain('Jory &lt;b&gt;Bold&lt;/b&gt;');
    expect(mail!.html).not.toMatch(/<script|<b>/);
  });

  it('accepts each solved CAPTCHA once: a replay is 400, on this instance or another', async () => {
    const recaptchaToken = await captchaToken(ctx);
    const first = await send(ctx, { ...message({ subject: 'First' }), recaptchaToken });
    expect(first.statusCode).toBe(201);
    const replay = await send(ctx, { ...message({ subject: 'Replay' }), recaptchaToken });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: contactMessages.captcha });
    // A second app on the same database: another server instance behind the same site.
    const { buildApp } = await import('../../app');
    const second = await buildApp({ config: ctx.config, db: ctx.database.db, logger: false });
    try {
      const elsewhere = await second.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: someAddress(),
        payload: { ...message({ subject: 'Elsewhere' }), recaptchaToken },
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toEqual({ message: contactMessages.captcha });
    } finally {
      await second.close();
    }
    const subjects = (await storedMessages(ctx)).map((row) => row.subject);
    expect(subjects).toContain('First');
    expect(subjects).not.toContain('Replay');
    expect(subjects).not.toContain('Elsewhere');
  });

  it('refuses a solved CAPTCHA whose challenge expired', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/captcha' });
    const recaptchaToken = await solvedPayload(response.json<CaptchaChallenge>());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + captchaDifficulty.lifetimeMs + 1000);
    const late = await send(ctx, { ...message({ subject: 'Too late' }), recaptchaToken });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: contactMessages.captcha });
  });

  it('limits one address to 5 messages an hour: the next is 429 with Retry-After', async () => {
    const address = someAddress();
    const limit = new RateLimit(ctx.database.db, contactLimitName, contactLimit);
    for (let sent = 0; sent < contactLimit.points - 1; sent += 1) await limit.consume(address);
    const fifth = await send(
      ctx,
      { ...message(), recaptchaToken: await captchaToken(ctx) },
      address,
    );
    expect(fifth.statusCode).toBe(201);
    const sixth = await send(ctx, { ...message(), recaptchaToken: 'unsolved' }, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: contactMessages.tooMany });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    // Another address is not affected.
    const other = await send(ctx, { ...message(), recaptchaToken: 'unsolved' });
    expect(other.statusCode).toBe(400);
  });
});

describe('contact mail through SMTP_URL', () => {
  it('delivers to CONTACT_TO from MAIL_FROM, the sender as Reply-To, with text and HTML parts', async () => {
    const response = await send(smtpCtx, {
      ...message({ name: 'Tamsin Hocking', email: 'tamsin@example.org' }),
      recaptchaToken: await captchaToken(smtpCtx),
    });
    expect(response.statusCode).toBe(201);
    await smtpCtx.app.mailer.idle();
    const mail = received.find((item) => item.raw.includes('tamsin@example.org'));
    expect(mail).toBeDefined();
    expect(mail!.to).toBe('owners@devondogbeaches.example');
    expect(mail!.from).toBe('"Devon Dog Beaches" <hello@devondogbeaches.example>');
    expect(mail!.subject).toBe('Contact form: Parking at Bantham');
    expect(mail!.raw).toMatch(/^Reply-To: Tamsin Hocking <tamsin@example\.org>/m);
    expect(mail!.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail!.text).toContain('Is the car park open in winter?');
    expect(mail!.html).toContain('Is the car park open in winter?');
    expect(mail!.text).toContain('http://localhost:5000/admin');
    // Whoever answers sees what the visitor was promised.
    expect(mail!.text).toContain(contactMessages.replyPromise);
  });

  it('still answers 201 and keeps the message when the mail server refuses it, logging no private text', async () => {
    smtp.refuseNext();
    const secret = 'My phone number is 07700 900123';
    const response = await send(smtpCtx, {
      ...message({ name: 'Private Person', email: 'private.person@example.org', message: secret }),
      recaptchaToken: await captchaToken(smtpCtx),
    });
    expect(response.statusCode).toBe(201);
    await smtpCtx.app.mailer.idle();
    const [row] = await smtpCtx.database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, 'private.person@example.org'));
    expect(row?.message).toBe(secret);
    expect(received.some((mail) => mail.text.includes(secret))).toBe(false);
    const failure = logLines.find((line) => line.includes('mail could not be sent'));
    expect(failure).toBeDefined();
    expect(JSON.parse(failure!)).toMatchObject({ subject: `contact message ${row!.id}` });
    const log = logLines.join('\n');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('private.person@example.org');
    expect(log).not.toContain('Private Person');
  });
});
