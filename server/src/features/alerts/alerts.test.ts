import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { alertMessages } from '@shared/alerts';
import type { Favorite } from '@shared/favorites';
import { buildApp } from '../../app';
import { beachFavorites, beaches } from '../../db/schema';
import type { TestUser } from '../../../test/accounts';
import { useFixture } from '../../../test/fixture';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { linkIn, newMailsTo, type ReceivedMail } from '../../../test/mail';
import { nextRunAfter } from './job';
import { AlertService } from './service';
import { summerBan } from '../../../test/dog-rules';

let ctx: TestContext, owner: TestUser, other: TestUser, admin: string;
let beachId: number;
useFixture(
  { app: { env: { ALERTS: 'false' } }, admin: true, users: ['Tamsin', 'Jago'] },
  (fixture) => {
    ({ ctx, admin } = fixture);
    [owner, other] = fixture.users;
  },
);

const call = (method: 'GET' | 'PUT', url: string, cookie = '', payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const setAlerts = (cookie: string, beach: number | string, payload: unknown) =>
  call('PUT', `/api/beaches/${beach}/favorite/alerts`, cookie, payload);
const londonMorning = (date: string) => new Date(`${date}T07:00:00Z`);
/** The raw message with its long header fields unfolded onto one line each. */
const unfolded = (mail: ReceivedMail) => mail.raw.replace(/\r?\n[ \t]+/g, ' ');
const mailsTo = async (user: TestUser): Promise<ReceivedMail[]> => {
  await ctx.app.alerts.idle();
  return newMailsTo(ctx.config.dataDir, user.email);
};

describe('rule-change alerts', () => {
  it('turns alerts on and off for the signed-in owner’s favourite only', async () => {
    const [beach] = await ctx.database.db
      .insert(beaches)
      .values({
        name: 'Alert Cove',
        slug: 'alert-cove',
        location: 'South Devon',
        description: 'x',
        accessType: 'seasonal',
        dogRule: summerBan,
      })
      .returning({ id: beaches.id });
    beachId = beach!.id;
    ctx.app.catalogue.invalidate();
    // The verification mails of sign-up are not what these tests count.
    for (const user of [owner, other]) await mailsTo(user);
    for (const user of [owner, other])
      expect((await call('PUT', `/api/beaches/${beachId}/favorite`, user.cookie)).statusCode).toBe(
        201,
      );

    expect((await setAlerts('', beachId, { enabled: true })).statusCode).toBe(401);
    const on = await setAlerts(owner.cookie, 'alert-cove', { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ beachId, alertsEnabled: true });
    const mine = (await call('GET', '/api/my/favorites', owner.cookie)).json<Favorite[]>();
    expect(mine[0]).toMatchObject({ beachId, alertsEnabled: true, notes: null });
    const theirs = (await call('GET', '/api/my/favorites', other.cookie)).json<Favorite[]>();
    expect(theirs[0]).toMatchObject({ beachId, alertsEnabled: false });

    const bad = await setAlerts(owner.cookie, beachId, { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: alertMessages.enabledMustBeBoolean });
    expect((await setAlerts(owner.cookie, beachId, {})).statusCode).toBe(400);
    expect((await setAlerts(owner.cookie, beachId, undefined)).statusCode).toBe(400);
    expect((await setAlerts(owner.cookie, 'no-such-beach', { enabled: true })).statusCode).toBe(
      404,
    );
    // A beach the user has not saved: nobody else's favourite can be reached this way.
    const notSaved = await setAlerts(owner.cookie, 'saunton-sands', { enabled: true });
    expect(notSaved.statusCode).toBe(404);

    expect((await setAlerts(other.cookie, beachId, { enabled: false })).json()).toEqual({
      beachId,
      alertsEnabled: false,
    });
    const still = (await call('GET', '/api/my/favorites', owner.cookie)).json<Favorite[]>();
    expect(still[0]!.alertsEnabled).toBe(true);
  });

  it('mails 3 days before the ban starts, once, and only to users who asked', async () => {
    expect(await ctx.app.alerts.runDaily(londonMorning('2027-04-28'))).toBe(1);
    const [mail, ...more] = await mailsTo(owner);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Dog ban at Alert Cove from Saturday 1 May 2027');
    expect(mail!.text.replace(/\s+/g, ' ')).toContain(
      'From Saturday 1 May 2027 dogs are banned at Alert Cove between 10am and 6pm.',
    );
    expect(unfolded(mail!)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(unfolded(mail!)).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:5000\/api\/alerts\/unsubscribe\?token=\S+>/,
    );
    expect(await mailsTo(other)).toHaveLength(0);
    // The next run (a restart's catch-up, another instance) finds it sent.
    expect(await ctx.app.alerts.runDaily(londonMorning('2027-04-28'))).toBe(0);
    expect(await ctx.app.alerts.runDaily(londonMorning('2027-04-29'))).toBe(0);
    expect(await mailsTo(owner)).toHaveLength(0);
  });

  it('mails 3 days before the ban ends, and nothing on a day with no switch near', async () => {
    expect(await ctx.app.alerts.runDaily(londonMorning('2027-06-15'))).toBe(0);
    expect(await ctx.app.alerts.runDaily(londonMorning('2027-09-28'))).toBe(1);
    const [mail] = await mailsTo(owner);
    expect(mail!.subject).toBe('Dogs welcome again at Alert Cove from Friday 1 Oct 2027');
  });

  it('mails the users who asked when an administrator changes the rule, once', async () => {
    const before = await ctx.app.catalogue.find(String(beachId));
    // The back office's edit form sends the whole beach; these are the fields it needs.
    const save = (fields: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/beaches/${beachId}`,
        headers: { cookie: admin },
        payload: {
          name: before.name,
          location: before.location,
          description: before.description,
          latitude: '50.3',
          longitude: '-3.6',
          ...fields,
        },
      });
    const changed = await save({
      accessType: 'seasonal',
      dogRule: {
        ...summerBan,
        periods: [{ ...summerBan.periods[0]!, hours: { from: '09:00', to: '19:00' } }],
      },
    });
    expect(changed.statusCode).toBe(200);
    const [mail, ...more] = await mailsTo(owner);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('The dog rules at Alert Cove have changed');
    expect(mail!.text).toContain('Today: ');
    expect(await mailsTo(other)).toHaveLength(0);
    // The daily run's catch-up finds it sent.
    await ctx.app.alerts.runDaily(new Date());
    const later = await mailsTo(owner);
    expect(later.filter((sent) => sent.subject.includes('have changed'))).toHaveLength(0);

    // An edit that leaves the rule alone sends nothing.
    const renamed = await save({ description: 'A new description' });
    expect(renamed.statusCode).toBe(200);
    expect(await mailsTo(owner)).toHaveLength(0);
  });

  it('sends each alert once when two instances run the job at the same time', async () => {
    // Another instance of the site on the same database, with its own mailer and outbox writer.
    const second = await buildApp({
      config: { ...ctx.config, alerts: false },
      db: ctx.database.db,
      logger: false,
    });
    await second.ready();
    try {
      await ctx.database.db
        .update(beachFavorites)
        .set({ alertsEnabled: true, alertsEnabledAt: new Date() })
        .where(eq(beachFavorites.userId, other.id));
      const day = londonMorning('2029-04-28');
      const runs = await Promise.all(
        Array.from({ length: 4 }, (_, index) =>
          (index % 2 ? second : ctx.app).alerts.runDaily(day),
        ),
      );
      expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(2);
      await second.alerts.idle();
      for (const user of [owner, other]) {
        const mails = await mailsTo(user);
        expect(mails.map((mail) => mail.subject)).toEqual([
          'Dog ban at Alert Cove from Tuesday 1 May 2029',
        ]);
      }
    } finally {
      await second.close();
    }
  });

  it('unsubscribes with the mailed link (GET) and with a one-click POST, without sign-in', async () => {
    expect(await ctx.app.alerts.runDaily(londonMorning('2030-04-28'))).toBe(2);
    const [ownerMail] = await mailsTo(owner);
    const [otherMail] = await mailsTo(other);
    const link = linkIn(ownerMail!, '/api/alerts/unsubscribe');
    const page = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('no more rule-change e-mails for Alert Cove');
    const mine = (await call('GET', '/api/my/favorites', owner.cookie)).json<Favorite[]>();
    expect(mine[0]!.alertsEnabled).toBe(false);
    // Opening it again is fine.
    expect(
      (await ctx.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode,
    ).toBe(200);

    const header = /List-Unsubscribe: <([^>]+)>/.exec(unfolded(otherMail!))![1]!;
    const oneClick = new URL(header);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: oneClick.pathname + oneClick.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ message: alertMessages.unsubscribed });
    const theirs = (await call('GET', '/api/my/favorites', other.cookie)).json<Favorite[]>();
    expect(theirs[0]!.alertsEnabled).toBe(false);
    expect(await ctx.app.alerts.runDaily(londonMorning('2031-04-28'))).toBe(0);
  });

  it('answers 400 to a missing, malformed, forged or unknown token', async () => {
    const [favorite] = await ctx.database.db
      .select({ id: beachFavorites.id })
      .from(beachFavorites)
      .where(eq(beachFavorites.userId, owner.id));
    const token = ctx.app.alerts.unsubscribeToken(favorite!.id, owner.id, beachId);
    const signature = token.split('.')[1]!;
    const forged = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const query of [
      '',
      '?token=',
      '?token=nope',
      '?token=1&token=2',
      `?token=999999.${signature}`,
      `?token=${token.split('.')[0]}.${forged}`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await ctx.app.inject({ method, url: `/api/alerts/unsubscribe${query}` });
        expect(answer.statusCode, `${method} ${query}`).toBe(400);
        expect(answer.json()).toMatchObject({ message: alertMessages.badToken });
      }
    }
  });

  it('catches up once the app is ready when the job is on, and not when it is off', async () => {
    const runDaily = vi.spyOn(AlertService.prototype, 'runDaily');
    try {
      const on = await buildTestApp({ seed: false, env: { ALERTS: 'true' } });
      await on.app.alerts.idle();
      expect(runDaily).toHaveBeenCalledTimes(1);
      await on.close();
      const off = await buildTestApp({ seed: false });
      await off.app.alerts.idle();
      expect(runDaily).toHaveBeenCalledTimes(1);
      await off.close();
    } finally {
      runDaily.mockRestore();
    }
  });

  it('runs the daily job at 07:00 London', () => {
    expect(nextRunAfter(new Date('2027-06-15T05:00:00Z')).toISOString()).toBe(
      '2027-06-15T06:00:00.000Z',
    );
    expect(nextRunAfter(new Date('2027-06-15T06:00:00Z')).toISOString()).toBe(
      '2027-06-16T06:00:00.000Z',
    );
    expect(nextRunAfter(new Date('2027-12-15T08:00:00Z')).toISOString()).toBe(
      '2027-12-16T07:00:00.000Z',
    );
  });
});
