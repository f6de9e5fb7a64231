import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Beach } from '@shared/beaches';
import { formatLocalDate, todayInLondon } from '@shared/london-time';
import { maxPhotoBytes, photoMessages } from '@shared/photos';
import {
  ruleReportMessages,
  ruleReportsPerDay,
  type AdminRuleReport,
  type RuleReport,
} from '@shared/rule-reports';
import { createUser, type TestUser } from '../../../test/accounts';
import { startFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';
import { newMailsTo } from '../../../test/mail';
import { postMultipart } from '../../../test/multipart';

let ctx: TestContext, reporter: TestUser, second: TestUser, unverified: TestUser, admin: string;
let beach: Beach;
beforeAll(async () => {
  const fixture = await startFixture({
    app: { env: { REQUIRE_EMAIL_VERIFICATION: 'false' } },
    users: ['Kerensa', 'Piran', { verified: false }],
    admin: true,
  });
  ({ ctx, admin } = fixture);
  [reporter, second, unverified] = fixture.users;
  // A beach its council's order does not name: its checked date is the day that order was read.
  beach = (await ctx.app.catalogue.all()).find((item) => item.dogRule?.namedInOrder === false)!;
});
afterAll(async () => ctx.close());

const sign = 'The new sign at the slipway says dogs are banned 1 May to 30 September.';
const report = (payload: object, cookie = reporter.cookie, id: string | number = beach.id) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/beaches/${id}/rule-reports`,
    payload,
    headers: cookie ? { cookie } : {},
  });
const adminList = async () => {
  const response = await ctx.app.inject({
    url: '/api/admin/rule-reports',
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminRuleReport[]>();
};
const reportsDir = () => path.join(ctx.config.uploadDir, 'rule-reports');

describe('rule reports', () => {
  it('every beach carries a checked date for its dog rules', async () => {
    for (const item of await ctx.app.catalogue.all()) {
      expect(item.dogStatus.checkedOn, item.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(beach.dogStatus.checkedOn).toBe(beach.dogRule?.checkedOn);
    // The public answer keeps its shape: no new field.
    const answer = await ctx.app.inject({ url: `/api/beaches/${beach.slug}` });
    expect(Object.keys(answer.json<object>())).not.toContain('dogRulesCheckedOn');
  });

  it('takes a JSON report from a verified user and lists it, open first, for administrators', async () => {
    const response = await report({ report: `  ${sign}  ` });
    expect(response.statusCode).toBe(201);
    expect(response.json<RuleReport>()).toMatchObject({
      beachId: beach.id,
      report: sign,
      photoUrl: null,
      status: 'open',
    });
    const [listed] = await adminList();
    expect(listed).toMatchObject({
      report: sign,
      status: 'open',
      beachName: beach.name,
      beachSlug: beach.slug,
      reporter: { firstName: 'Kerensa', email: reporter.email },
      resolvedAt: null,
    });
  });

  it('takes a sign photo by multipart, re-encoded without metadata', async () => {
    const jpeg = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .jpeg()
      .toBuffer();
    const response = await postMultipart(
      ctx,
      `/api/beaches/${beach.id}/rule-reports`,
      [{ field: 'photo', name: 'sign.jpg', type: 'image/jpeg', data: jpeg }],
      { report: 'Council sign: dogs on leads all year on the promenade.' },
      second.cookie,
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<RuleReport>();
    expect(created.photoUrl).toMatch(/^\/uploads\/rule-reports\/[\w-]+-1200\.webp$/);
    const stored = await ctx.app.inject({ url: created.photoUrl! });
    expect(stored.statusCode).toBe(200);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.includes('secret-gps-owner')).toBe(false);
  });

  it('refuses a file that is not an image, and stores nothing', async () => {
    const before = existsSync(reportsDir()) ? readdirSync(reportsDir()).length : 0;
    const response = await postMultipart(
      ctx,
      `/api/beaches/${beach.id}/rule-reports`,
      [{ field: 'photo', name: 'sign.svg', type: 'image/svg+xml', data: Buffer.from('<svg/>') }],
      { report: 'A report with a photo that is not one.' },
      second.cookie,
    );
    expect(response.statusCode).toBe(415);
    expect(readdirSync(reportsDir())).toHaveLength(before);
  });

  it('refuses a second photo, a photo over 10 MB and too many fields, in the form’s words', async () => {
    const sender = await createUser(ctx, { firstName: 'Jory' });
    const send = async (
      files: { name: string; data: Buffer }[],
      fields: Record<string, string> = { report: sign },
    ) => {
      const response = await postMultipart(
        ctx,
        `/api/beaches/${beach.id}/rule-reports`,
        files.map((file) => ({ field: 'photo', type: 'image/jpeg', ...file })),
        fields,
        sender.cookie,
      );
      return { status: response.statusCode, body: response.json<unknown>() };
    };
    const small = Buffer.from('a sign');
    expect(
      await send([
        { name: 'a.jpg', data: small },
        { name: 'b.jpg', data: small },
      ]),
    ).toEqual({
      status: 400,
      body: { message: ruleReportMessages.onePhoto },
    });
    expect(await send([{ name: 'big.jpg', data: Buffer.alloc(maxPhotoBytes + 1, 1) }])).toEqual({
      status: 413,
      body: { message: photoMessages.tooLarge('The photo') },
    });
    const fields = Object.fromEntries(
      ['report', 'a', 'b', 'c', 'd', 'e'].map((name) => [name, sign]),
    );
    expect(await send([], fields)).toEqual({
      status: 400,
      body: { message: 'Too many fields in the form' },
    });
  });

  it('refuses text too short, too long or missing with the field and its message', async () => {
    for (const [payload, message] of [
      [{}, ruleReportMessages.reportRequired],
      [{ report: '    ' }, ruleReportMessages.reportRequired],
      [{ report: 'too short' }, ruleReportMessages.reportTooShort],
      [{ report: 'x'.repeat(2001) }, ruleReportMessages.reportTooLong],
    ] as const) {
      const response = await report(
        payload,
        unverified.cookie === '' ? second.cookie : second.cookie,
      );
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ path: 'report', message }] });
    }
  });

  it('needs a signed-in, verified user and a known beach', async () => {
    expect((await report({ report: sign }, '')).statusCode).toBe(401);
    expect((await report({ report: sign }, unverified.cookie)).statusCode).toBe(403);
    expect((await report({ report: sign }, reporter.cookie, 'no-such-beach')).statusCode).toBe(404);
  });

  it(`takes ${ruleReportsPerDay} reports a day per user, then 429 with Retry-After`, async () => {
    const busy = await createUser(ctx);
    for (let index = 0; index < ruleReportsPerDay; index += 1) {
      expect((await report({ report: `${sign} (${index})` }, busy.cookie)).statusCode).toBe(201);
    }
    const refused = await report({ report: sign }, busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ruleReportMessages.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    expect((await report({ report: sign }, second.cookie)).statusCode).toBe(201);
  });

  it('keeps the admin list and resolve behind the admin session', async () => {
    for (const cookie of ['', reporter.cookie]) {
      const headers = cookie ? { cookie } : {};
      expect((await ctx.app.inject({ url: '/api/admin/rule-reports', headers })).statusCode).toBe(
        401,
      );
      expect(
        (await ctx.app.inject({ method: 'PUT', url: '/api/admin/rule-reports/1/resolve', headers }))
          .statusCode,
      ).toBe(401);
    }
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/rule-reports/999999/resolve',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('marks one report resolved without mail, and lists it after the open ones', async () => {
    const other = (await ctx.app.catalogue.all()).find((item) => item.id !== beach.id)!;
    const created = (await report({ report: sign }, second.cookie, other.id)).json<RuleReport>();
    await newMailsTo(ctx.config.dataDir, second.email);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/rule-reports/${created.id}/resolve`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminRuleReport>()).toMatchObject({ status: 'resolved' });
    expect(response.json<AdminRuleReport>().resolvedAt).not.toBeNull();
    const list = await adminList();
    const firstResolved = list.findIndex((item) => item.status === 'resolved');
    expect(list.slice(firstResolved).every((item) => item.status === 'resolved')).toBe(true);
    await ctx.app.mailer.idle();
    expect(await newMailsTo(ctx.config.dataDir, second.email)).toEqual([]);
  });

  it('an admin rule edit sets the checked date to today, resolves the beach’s reports and thanks each reporter', async () => {
    await newMailsTo(ctx.config.dataDir, reporter.email);
    await newMailsTo(ctx.config.dataDir, second.email);
    const open = (await adminList()).filter(
      (item) => item.beachId === beach.id && item.status === 'open',
    );
    expect(open.length).toBeGreaterThan(0);
    const current = await ctx.app.inject({
      url: `/api/admin/beaches`,
      headers: { cookie: admin },
    });
    expect(current.statusCode).toBe(200);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/beaches/${beach.id}`,
      headers: { cookie: admin },
      payload: {
        name: beach.name,
        location: beach.location,
        description: beach.description,
        latitude: beach.latitude,
        longitude: beach.longitude,
        accessType: 'seasonal',
        seasonalRestrictions: 'Dogs banned 1 May to 30 September',
        dogRule: {
          periods: [{ kind: 'ban', from: '05-01', to: '09-30', hours: null, zone: null }],
          leadOutsideBan: false,
          setBy: 'council',
          source: 'Sign at the slipway',
          sourceUrl: null,
          checkedOn: '2020-01',
        },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const today = formatLocalDate(todayInLondon());
    expect(edited.json<Beach>().dogStatus.checkedOn).toBe(today);
    expect(edited.json<Beach>().dogRule?.checkedOn).toBe(today);
    const afterwards = (await adminList()).filter((item) => item.beachId === beach.id);
    expect(afterwards.every((item) => item.status === 'resolved')).toBe(true);
    await ctx.app.mailer.idle();
    for (const user of [reporter, second]) {
      const mails = await newMailsTo(ctx.config.dataDir, user.email);
      expect(mails, user.email).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Thank you: the dog rules of ${beach.name} are updated`);
      expect(mails[0]!.text).toContain(`http://localhost:5000/beach/${beach.slug}`);
    }
    // Editing something else later changes neither the date nor sends mail.
    const page = await ctx.app.inject({ url: `/api/beaches/${beach.slug}` });
    expect(page.json<Beach>().dogStatus.checkedOn).toBe(today);
  });
});
