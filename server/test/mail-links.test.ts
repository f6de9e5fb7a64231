import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beaches } from '../src/db/schema';
import { createUser, someAddress, uniqueEmail } from './accounts';
import { adminCookie } from './admin';
import { captchaToken } from './captcha';
import { buildTestApp, type TestContext } from './helper';
import { readOutbox, type ReceivedMail } from './mail';
import { summerBan } from './dog-rules';

/**
 * Every kind of e-mail the site sends, by the `features/*\/emails.ts` export that makes it, and
 * how to tell one in the outbox. A new export must be added here (or to `notMailKinds`), so no
 * new e-mail skips the link check.
 */
const mailKinds: Record<string, RegExp> = {
  verificationMail: /^Verify your email address/,
  passwordResetMail: /^Reset your .* password$/,
  contactMail: /^Contact form: /,
  ruleReportThanksMail: /^Thank you: the dog rules of /,
  banStartsMail: /^Dog ban at /,
  banEndsMail: /^Dogs welcome again at /,
  ruleChangedMail: /^The dog rules at .* have changed$/,
};
/** Exports of those files that are not a mail of their own: the layout and its formatting. */
const notMailKinds = ['actionMail', 'formatAlertDate', 'banHours'];

const featuresDir = path.join(import.meta.dirname, '../src/features');
const emailModules = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(featuresDir, entry.name, 'emails.ts'))
  .filter((file) => existsSync(file));

let ctx: TestContext;
beforeAll(async () => {
  // A built client of one file: pages answer with it, and unknown pages with it and a 404.
  const clientRoot = mkdtempSync(path.join(tmpdir(), 'ddb-client-'));
  writeFileSync(
    path.join(clientRoot, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await buildTestApp({
    clientRoot,
    env: { ALERTS: 'false', CONTACT_TO: 'owners@example.org' },
  });
});
afterAll(async () => ctx.close());

const json = (method: 'POST' | 'PUT', url: string, payload: object, cookie = '') =>
  ctx.app.inject({
    method,
    url,
    payload,
    remoteAddress: someAddress(),
    headers: cookie ? { cookie } : {},
  });

/** Makes the site send one mail of every kind. */
async function sendEveryKind() {
  const admin = await adminCookie(ctx);
  // Registering sends the verification mail; its link is left for the check to follow.
  const password = 'sandy-paws-2027';
  const registered = await json('POST', '/api/auth/register', {
    firstName: 'Demelza',
    lastName: 'Trewin',
    email: uniqueEmail('newcomer'),
    password,
    confirmPassword: password,
  });
  expect(registered.statusCode, registered.body).toBe(201);

  const user = await createUser(ctx, { firstName: 'Tamsin' });
  expect(
    (await json('POST', '/api/auth/request-password-reset', { email: user.email })).statusCode,
  ).toBe(200);

  const contact = await json('POST', '/api/contact', {
    name: 'Morwenna Pascoe',
    email: 'morwenna@example.org',
    subject: 'Parking',
    message: 'Is the car park open in winter?',
    recaptchaToken: await captchaToken(ctx),
  });
  expect(contact.statusCode, contact.body).toBe(201);

  const [beach] = await ctx.database.db
    .insert(beaches)
    .values({
      name: 'Link Cove',
      slug: 'link-cove',
      location: 'South Devon',
      description: 'x',
      accessType: 'seasonal',
      dogRule: summerBan,
    })
    .returning();
  ctx.app.catalogue.invalidate();
  expect(
    (await json('PUT', `/api/beaches/${beach!.id}/favorite`, {}, user.cookie)).statusCode,
  ).toBe(201);
  const alerts = await json(
    'PUT',
    `/api/beaches/${beach!.id}/favorite/alerts`,
    { enabled: true },
    user.cookie,
  );
  expect(alerts.statusCode, alerts.body).toBe(200);
  expect(await ctx.app.alerts.runDaily(new Date('2027-04-28T07:00:00Z'))).toBe(1);
  expect(await ctx.app.alerts.runDaily(new Date('2027-09-28T07:00:00Z'))).toBe(1);

  const report = await json(
    'POST',
    `/api/beaches/${beach!.id}/rule-reports`,
    { report: 'The new sign says dogs are banned from 9am to 7pm.' },
    user.cookie,
  );
  expect(report.statusCode, report.body).toBe(201);
  // The admin's rule edit resolves the report (a thank-you) and alerts the subscriber.
  const edited = await json(
    'PUT',
    `/api/admin/beaches/${beach!.id}`,
    {
      name: beach!.name,
      location: beach!.location,
      description: beach!.description,
      latitude: '50.3',
      longitude: '-3.6',
      accessType: 'seasonal',
      dogRule: {
        ...summerBan,
        periods: [{ ...summerBan.periods[0]!, hours: { from: '09:00', to: '19:00' } }],
      },
    },
    admin,
  );
  expect(edited.statusCode, edited.body).toBe(200);
  await ctx.app.alerts.idle();
  await ctx.app.mailer.idle();
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Every link of a mail, from its HTML's href attributes and its text's bare addresses. */
function linksIn(mail: ReceivedMail): string[] {
  const hrefs = [...mail.html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((match) =>
    decodeEntities(match[1]!),
  );
  // A sentence's full stop or a bracket after an address is not part of it.
  const bare = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) =>
    match[0].replace(/[.,;:!?)\]]+$/, ''),
  );
  return [...hrefs, ...bare];
}

/** The final status of a GET of `url`, following redirects that stay on the site. */
async function finalStatus(url: URL, origin: string): Promise<{ status: number; at: string }> {
  let current = url;
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: current.pathname + current.search,
    });
    const location = response.headers.location;
    if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string')
      return { status: response.statusCode, at: current.href };
    const next = new URL(location, current);
    if (next.origin !== origin) return { status: response.statusCode, at: current.href };
    current = next;
  }
  throw new Error(`too many redirects from ${url.href}`);
}

describe('the links in the e-mails', () => {
  it('covers every e-mail the features make', async () => {
    expect(emailModules.length).toBeGreaterThan(0);
    const exported: string[] = [];
    for (const file of emailModules) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module))
        if (typeof value === 'function') exported.push(name);
    }
    const uncovered = exported.filter(
      (name) => !(name in mailKinds) && !notMailKinds.includes(name),
    );
    expect(uncovered, 'new e-mails: send them in this test and add them to mailKinds').toEqual([]);
    expect(Object.keys(mailKinds).filter((name) => !exported.includes(name))).toEqual([]);
  });

  it('sends every kind, and each of their links to the site answers 200', async () => {
    await sendEveryKind();
    const mails = await readOutbox(ctx.config.dataDir);
    for (const [kind, subject] of Object.entries(mailKinds))
      expect(
        mails.some((mail) => subject.test(mail.subject)),
        `no ${kind} in the outbox`,
      ).toBe(true);

    const origin = new URL(ctx.config.publicUrl).origin;
    const siteLinks = (mail: ReceivedMail) =>
      linksIn(mail)
        .map((link) => new URL(link))
        .filter((url) => url.origin === origin);
    for (const [kind, subject] of Object.entries(mailKinds))
      for (const mail of mails.filter((item) => subject.test(item.subject)))
        expect(siteLinks(mail).length, `${kind} has no link to the site`).toBeGreaterThan(0);

    const checked = new Map<string, string>();
    for (const mail of mails)
      for (const url of siteLinks(mail))
        if (!checked.has(url.href)) checked.set(url.href, mail.subject);
    const results = [];
    for (const [href, subject] of checked) {
      const { status, at } = await finalStatus(new URL(href), origin);
      results.push({ subject, href, at, status });
    }
    expect(results.filter((result) => result.status !== 200)).toEqual([]);
    // The check can fail: a page the site does not have answers 404.
    expect((await finalStatus(new URL('/beaches/link-cove', origin), origin)).status).toBe(404);
    expect((await finalStatus(new URL('/beach/no-such-cove', origin), origin)).status).toBe(404);
  });
});
