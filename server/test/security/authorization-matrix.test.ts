import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewFormSchema } from '@shared/reviews';
import { createRouteBodySchema } from '@shared/walks';
import { AdminService } from '../../src/features/admin/service';
import { createFeedback } from '../../src/features/feedback/service';
import { PhotoService } from '../../src/features/photos/service';
import { ReviewService } from '../../src/features/reviews/service';
import { createWalk } from '../../src/features/walks/service';
import {
  adminSessions,
  beaches,
  beachFavorites,
  contactSubmissions,
  ruleReports,
  userSessions,
} from '../../src/db/schema';
import { createUser, someAddress, uniqueEmail, type TestUser } from '../accounts';
import { beachForm } from '../admin';
import { walkForm } from '../forms';
import { captchaToken } from '../captcha';
import { buildTestApp, type TestContext } from '../helper';
import { multipartBody } from '../multipart';

/**
 * Every route × six actors. Each cell runs on a session made for it alone and, where the route
 * changes something, on a resource made for it alone, so cells never depend on each other's order.
 * A route the app registers without a row here fails the first test.
 */

type Actor = 'anonymous' | 'unverified' | 'verified' | 'other' | 'inactiveAdmin' | 'admin';
const actors: Actor[] = ['anonymous', 'unverified', 'verified', 'other', 'inactiveAdmin', 'admin'];
/** An exact status, or a class: '2xx', '3xx', '4xx' (a 4xx other than 401 and 403). */
type Expected = number | '2xx' | '3xx' | '4xx';
type Cells = Record<Actor, Expected>;

interface Call {
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
}
interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered. */
  route: string;
  expect: Cells;
  /** Builds this cell's request (making what it needs first), given the actor's cookie. */
  call(actor: Actor, cookie: string): Promise<Call> | Call;
}

const all = (expected: Expected): Cells =>
  Object.fromEntries(actors.map((actor) => [actor, expected])) as Cells;
const everyone = all('2xx');
/** A row acting on something made first: its id takes the route's parameter; `body` is sent. */
const made = (
  method: Row['method'],
  route: string,
  expect: Cells,
  make: () => number | Promise<number>,
  body?: () => object,
): Row => ({
  method,
  route,
  expect,
  call: async () => ({
    url: route.replace(/:\w+/, String(await make())),
    ...(body ? { payload: body() } : {}),
  }),
});
/** A row whose request has no body and names the catalogue's first beach in the route. */
const onBeach = (method: Row['method'], route: string, expect: Cells): Row => ({
  method,
  route,
  expect,
  call: () => ({ url: route.replace(':identifier', String(beachIds[0])) }),
});
/** A row that POSTs a photo in the form's `field`, as a browser would, to its route. */
const uploading = (route: string, expect: Cells, field: string): Row => ({
  method: 'POST',
  route,
  expect,
  call: async () => ({
    url: route.replace(':identifier', String(beachIds[0])),
    ...(await multipartBody([{ field, name: 'dog.png', type: 'image/png', data: png }])),
  }),
});
/** A row that sends `body()` to its route, needing nothing made first. */
const sending = (method: Row['method'], route: string, expect: Cells, body: () => object): Row => ({
  method,
  route,
  expect,
  call: () => ({ url: route, payload: body() }),
});
/** A row whose request has no body and needs nothing made first: its route, or the URL given. */
const at = (method: Row['method'], route: string, expect: Cells, url = route): Row => ({
  method,
  route,
  expect,
  call: () => ({ url }),
});
const adminOnly: Cells = { ...all(401), admin: '2xx' };
/** requireUser: any signed-in user; an administrator's session is not a user's. */
const signedIn: Cells = { ...all('2xx'), anonymous: 401, inactiveAdmin: 401, admin: 401 };
/** requireVerifiedUser: 401 signed out, 403 until the e-mail is verified. */
const contributor: Cells = { ...signedIn, unverified: 403 };
/** Changing a resource the `verified` actor owns: the owner only. */
const ownerOnly: Cells = { ...contributor, other: 403 };
/** Deleting one: requireUser, then the owner check (so an unverified stranger gets 403 too). */
const ownerDeletes: Cells = { ...signedIn, unverified: 403, other: 403 };

let ctx: TestContext;
let unverified: TestUser;
let owner: TestUser;
let other: TestUser;
let adminId: number;
let retiredId: number;
let beachIds: number[];
let nextBeach = 0;
let png: Buffer;

/** A session of its own for one cell: a row like SessionStore.start makes, and its signed cookie. */
async function cookieFor(actor: Actor): Promise<string> {
  if (actor === 'anonymous') return '';
  const admin = actor === 'admin' || actor === 'inactiveAdmin';
  const owners = { unverified, verified: owner, other } as Record<string, TestUser>;
  const ownerId = admin ? String(actor === 'admin' ? adminId : retiredId) : owners[actor]!.id;
  const id = randomBytes(32).toString('base64url');
  await ctx.database.db.insert(admin ? adminSessions : userSessions).values({
    sid: createHash('sha256').update(id).digest('hex'),
    owner: ownerId,
    sess: { createdAt: new Date().toISOString() },
    expire: new Date(Date.now() + 60 * 60_000),
  });
  return `${admin ? 'ddb_admin' : 'ddb_session'}=${encodeURIComponent(ctx.app.signCookie(id))}`;
}

/** A beach nobody has reviewed yet (one review per user and beach). */
const freshBeach = () => beachIds[nextBeach++ % beachIds.length]!;

/** The unsubscribe link of a favourite of the owner's with its alerts on. */
const unsubscribeLink = async () => {
  const [favorite] = await ctx.database.db
    .insert(beachFavorites)
    .values({ userId: owner.id, beachId: freshBeach(), alertsEnabled: true })
    .onConflictDoUpdate({
      target: [beachFavorites.userId, beachFavorites.beachId],
      set: { alertsEnabled: true },
    })
    .returning();
  const token = ctx.app.alerts.unsubscribeToken(favorite!.id, owner.id, favorite!.beachId);
  return { url: `/api/alerts/unsubscribe?token=${token}` };
};

const api = async <T>(method: Row['method'], url: string, cookie: string, payload?: object) => {
  const response = await ctx.app.inject({
    method,
    url,
    payload,
    headers: { cookie },
    remoteAddress: someAddress(),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json<T>();
};
const adminCookieNow = () => cookieFor('admin');

/*
 * What the owner's cells act on is made by the features' services, as their routes would make it:
 * through the API, dozens of them within a minute would meet the owner's per-user write quotas,
 * which this matrix is not about (plugins/write-quotas.test.ts is).
 */
const ownerRow = async () => (await ctx.app.accounts.findById(owner.id))!;
const makeReview = async () =>
  (
    await new ReviewService(ctx.database.db, () => ctx.app.catalogue.invalidate()).create(
      await ownerRow(),
      freshBeach(),
      reviewFormSchema.parse({ rating: 4, reviewText: 'Good sand at low tide.' }),
    )
  ).id;
const makeFeedback = async () =>
  (
    await createFeedback(
      ctx.database.db,
      await ownerRow(),
      {
        beachId: beachIds[0]!,
        feedbackType: 'positive',
        content: 'Bins emptied daily.',
        isPublic: true,
      },
      null,
    )
  ).id;
const routeBody = () => walkForm(beachIds[0]);
const makeRoute = async () =>
  (await createWalk(ctx.database.db, owner.id, createRouteBodySchema.parse(routeBody()))).id;
const makeApprovedRoute = async () => {
  const id = await makeRoute();
  await api('PUT', `/api/admin/routes/${id}/approve`, await adminCookieNow());
  return id;
};
const makePhoto = async () => {
  const [photo] = await new PhotoService(ctx.database.db, ctx.config.uploadDir).upload(
    owner.id,
    beachIds[0]!,
    [{ fileName: 'dog.png', data: png, caption: null }],
  );
  return photo!.id;
};
const beachBody = () => beachForm({ name: `Test Cove ${randomBytes(3).toString('hex')}` });
const makeBeach = async () =>
  (await api<{ id: number }>('POST', '/api/admin/beaches', await adminCookieNow(), beachBody())).id;
const postBody = () => ({
  title: `A walk ${randomBytes(3).toString('hex')}`,
  markdown: 'Some **Markdown**.',
  isPublished: true,
});
const makePost = async () =>
  (await api<{ id: number }>('POST', '/api/admin/blog', await adminCookieNow(), postBody())).id;
const makeMessage = async () => {
  const [row] = await ctx.database.db
    .insert(contactSubmissions)
    .values({ name: 'Ann', email: 'ann@example.org', message: 'Hello' })
    .returning({ id: contactSubmissions.id });
  return row!.id;
};
const makeRuleReport = async () => {
  const [row] = await ctx.database.db
    .insert(ruleReports)
    .values({ beachId: beachIds[0]!, userId: owner.id, report: 'The sign has changed.' })
    .returning({ id: ruleReports.id });
  return row!.id;
};
/** A fresh beach the actor saved first (for the others that PUT is refused like the call after it). */
const savedBeach = async (cookie: string) => {
  const beach = freshBeach();
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/beaches/${beach}/favorite`,
    headers: { cookie },
  });
  return beach;
};
/** A throwaway account to sign in as (sign-in itself must work for anyone). */
const throwaway = async () => createUser(ctx, { firstName: 'Temp' });

const rows: Row[] = [
  // Pages and files: the client's index.html (or JSON 404 without a build) and stored uploads.
  // Pages: the client's index.html, or a JSON 404 for an unknown /api path.
  { method: 'GET', route: '*', expect: all(404), call: () => ({ url: '/api/nothing-here' }) },
  // Accounts.
  {
    method: 'POST',
    route: '/api/auth/register',
    expect: all(201),
    call: () => {
      const password = `pw-${randomBytes(6).toString('hex')}`;
      return {
        url: '/api/auth/register',
        payload: {
          firstName: 'New',
          lastName: 'Person',
          email: uniqueEmail('matrix'),
          password,
          confirmPassword: password,
        },
      };
    },
  },
  sending('POST', '/api/auth/resend-verification', all(200), () => ({ email: unverified.email })),
  sending('POST', '/api/auth/request-password-reset', all(200), () => ({ email: owner.email })),
  // Nobody gets past a wrong token, signed in or not.
  sending('POST', '/api/auth/reset-password', all('4xx'), () => ({
    token: 'a'.repeat(64),
    password: 'new-pw-123456',
    confirmPassword: 'new-pw-123456',
  })),
  {
    method: 'POST',
    route: '/api/auth/login',
    expect: all(200),
    call: async () => {
      const user = await throwaway();
      return { url: '/api/auth/login', payload: { email: user.email, password: user.password } };
    },
  },
  at('POST', '/api/auth/logout', all(200)),
  at('GET', '/api/auth/user', signedIn),
  // Who is signed in, asked by every page: a visitor gets 200 with `user: null`, not a 401.
  at('GET', '/api/auth/session', everyone),
  at('GET', '/api/auth/verify-email', all(302), '/api/auth/verify-email?token=nonsense'),
  at('GET', '/api/login', all(302)),
  // The back office.
  {
    method: 'POST',
    route: '/api/admin/login',
    expect: all(200),
    call: async () => {
      const username = `temp${randomBytes(4).toString('hex')}`;
      await new AdminService(ctx.database.db).upsert({ username, password: 'temp-password-1' });
      return { url: '/api/admin/login', payload: { username, password: 'temp-password-1' } };
    },
  },
  at('POST', '/api/admin/logout', all(200)),
  at('GET', '/api/admin/me', adminOnly),
  // Who is signed in to the back office: anyone else gets 200 with `admin: null`, not a 401.
  at('GET', '/api/admin/session', everyone),
  at('GET', '/api/admin/messages', adminOnly),
  at('GET', '/api/admin/pending-counts', adminOnly),
  made('PUT', '/api/admin/messages/:id/read', adminOnly, makeMessage, () => ({ isRead: true })),
  at('GET', '/api/admin/beaches', adminOnly),
  sending('POST', '/api/admin/beaches', adminOnly, beachBody),
  made('PUT', '/api/admin/beaches/:id', adminOnly, makeBeach, beachBody),
  made('DELETE', '/api/admin/beaches/:id', adminOnly, makeBeach),
  at('GET', '/api/admin/blog', adminOnly),
  sending('POST', '/api/admin/blog', adminOnly, postBody),
  made('GET', '/api/admin/blog/:id', adminOnly, makePost),
  made('PUT', '/api/admin/blog/:id', adminOnly, makePost, postBody),
  made('DELETE', '/api/admin/blog/:id', adminOnly, makePost),
  // The back office's beach photo upload, under both of its addresses.
  uploading('/api/admin/upload-beach-photo', adminOnly, 'photo'),
  uploading('/api/upload/beach-photo', adminOnly, 'photo'),
  at('GET', '/api/admin/reviews', adminOnly),
  made('DELETE', '/api/admin/reviews/:id', adminOnly, makeReview),
  at('GET', '/api/admin/routes', adminOnly),
  made('DELETE', '/api/admin/routes/:id', adminOnly, makeRoute),
  made('PUT', '/api/admin/routes/:id/approve', adminOnly, makeRoute),
  at('GET', '/api/admin/community-photos', adminOnly),
  made('DELETE', '/api/admin/community-photos/:id', adminOnly, makePhoto),
  at('GET', '/api/admin/feedback', adminOnly),
  made('DELETE', '/api/admin/feedback/:id', adminOnly, makeFeedback),
  at('GET', '/api/admin/audit', adminOnly),
  // The public catalogue and what hangs off it.
  at('GET', '/api/beaches', everyone),
  onBeach('GET', '/api/beaches/:identifier', everyone),
  onBeach('GET', '/api/beaches/:identifier/reviews', everyone),
  made('POST', '/api/beaches/:identifier/reviews', contributor, freshBeach, () => ({
    rating: 5,
    reviewText: 'Lovely.',
  })),
  onBeach('GET', '/api/beaches/:identifier/routes', everyone),
  onBeach('GET', '/api/beaches/:identifier/feedback', everyone),
  onBeach('GET', '/api/beaches/:identifier/community-photos', everyone),
  uploading('/api/beaches/:identifier/community-photos-bulk', contributor, 'photos'),
  onBeach('GET', '/api/beaches/:identifier/day', everyone),
  onBeach('GET', '/api/beaches/:identifier/week', everyone),
  at('GET', '/api/plan', everyone, '/api/plan?from=Exeter&radius=30'),
  at('GET', '/api/blog', everyone),
  {
    method: 'GET',
    route: '/api/blog/:slug',
    // Seeded posts are published: anyone may read one.
    expect: everyone,
    call: async () => {
      const posts = await api<{ slug: string }[]>('GET', '/api/blog', '');
      return { url: `/api/blog/${posts[0]!.slug}` };
    },
  },
  at('GET', '/api/stats', everyone),
  at('GET', '/api/site', everyone),
  at('GET', '/api/config', everyone),
  at('GET', '/api/captcha', everyone),
  at('GET', '/api/tides', everyone, '/api/tides?lat=50.6&lng=-3.4&date=2026-07-01'),
  at('GET', '/api/tides/station', everyone, '/api/tides/station?lat=50.6&lng=-3.4'),
  // Owned contributions.
  made('PUT', '/api/reviews/:id', ownerOnly, makeReview, () => ({
    rating: 3,
    reviewText: 'Changed my mind.',
  })),
  made('DELETE', '/api/reviews/:id', ownerDeletes, makeReview),
  sending('POST', '/api/routes', contributor, routeBody),
  // Rating needs no account.
  made('POST', '/api/routes/:id/rate', all(201), makeApprovedRoute, () => ({
    rating: 5,
    raterName: 'Jo',
  })),
  at('GET', '/api/my/reviews', signedIn),
  at('GET', '/api/my/feedback', signedIn),
  at('GET', '/api/my/photos', signedIn),
  at('GET', '/api/my/checkins', signedIn),
  at('GET', '/api/my/rule-reports', signedIn),
  at('GET', '/api/my/walks', signedIn),
  at('GET', '/api/my/contributions', signedIn),
  sending('POST', '/api/feedback', contributor, () => ({ feedbackType: 'comment', content: 'Hi' })),
  made('PUT', '/api/feedback/:id', ownerOnly, makeFeedback, () => ({
    feedbackType: 'comment',
    content: 'Edited',
  })),
  made('DELETE', '/api/feedback/:id', ownerDeletes, makeFeedback),
  // The owner, or an administrator (moderation from the beach page).
  made('DELETE', '/api/community-photos/:id', { ...ownerDeletes, admin: '2xx' }, makePhoto),
  {
    method: 'POST',
    route: '/api/contact',
    expect: all(201),
    call: async () => ({
      url: '/api/contact',
      payload: {
        name: 'Ann',
        email: 'ann@example.org',
        message: 'Hello there',
        recaptchaToken: await captchaToken(ctx),
      },
    }),
  },
  // Favourites: addressed by beach, so each user only ever reaches their own.
  at('GET', '/api/my/favorites', signedIn),
  made('PUT', '/api/beaches/:identifier/favorite', signedIn, freshBeach, () => ({
    notes: 'Go early',
  })),
  {
    method: 'PATCH',
    route: '/api/beaches/:identifier/favorite',
    expect: signedIn,
    call: async (_actor, cookie) => ({
      url: `/api/beaches/${await savedBeach(cookie)}/favorite`,
      payload: { notes: 'Changed' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/beaches/:identifier/favorite',
    expect: signedIn,
    call: async (_actor, cookie) => ({ url: `/api/beaches/${await savedBeach(cookie)}/favorite` }),
  },
  // Rule-change alerts: the switch on a user's own favourite; the unsubscribe by its token alone.
  {
    method: 'PUT',
    route: '/api/beaches/:identifier/favorite/alerts',
    expect: signedIn,
    call: async (_actor, cookie) => ({
      url: `/api/beaches/${await savedBeach(cookie)}/favorite/alerts`,
      payload: { enabled: true },
    }),
  },
  { method: 'GET', route: '/api/alerts/unsubscribe', expect: everyone, call: unsubscribeLink },
  { method: 'POST', route: '/api/alerts/unsubscribe', expect: everyone, call: unsubscribeLink },
  // Check-ins and rule reports.
  made('POST', '/api/beaches/:identifier/checkins', contributor, freshBeach, () => ({
    dogCount: 1,
  })),
  onBeach('GET', '/api/beaches/:identifier/checkins/today', everyone),
  made('POST', '/api/beaches/:identifier/rule-reports', contributor, freshBeach, () => ({
    report: 'The sign now says dogs banned May to September.',
  })),
  at('GET', '/api/admin/rule-reports', adminOnly),
  made('PUT', '/api/admin/rule-reports/:id/resolve', adminOnly, makeRuleReport),
  // Search engines and link previews.
  at('GET', '/robots.txt', everyone),
  at('GET', '/sitemap.xml', everyone),
  at('GET', '/og/site.png', everyone),
  {
    method: 'GET',
    route: '/og/beach/:file',
    expect: everyone,
    call: async () => {
      const [beach] = await ctx.database.db.select({ slug: beaches.slug }).from(beaches).limit(1);
      return { url: `/og/beach/${beach!.slug}.png` };
    },
  },
  // Operations: health checks for load balancers and orchestrators.
  at('GET', '/healthz', everyone),
  at('GET', '/readyz', everyone),
];

/** Every method + route the app registered (HEAD is Fastify's twin of each GET). */
function registeredRoutes(): string[] {
  const seen: string[] = [];
  const lines = ctx.app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  for (const line of lines) {
    const match = /^([│ ]*)(?:[├└]── )(.+?) \(([A-Z, ]+)\)$/.exec(line.replace(/\s+$/, ''));
    const plain = /^([│ ]*)(?:[├└]── )(.+)$/.exec(line.replace(/\s+$/, ''));
    if (!plain) continue;
    const depth = plain[1]!.length / 4;
    const segment = match ? match[2]! : plain[2]!;
    stack.length = depth;
    const full = (stack.at(-1) ?? '') + segment;
    stack.push(full);
    if (!match) continue;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD') seen.push(`${method} ${full}`);
    }
  }
  return seen;
}

const matches = (status: number, expected: Expected) =>
  typeof expected === 'number'
    ? status === expected
    : expected === '4xx'
      ? status >= 400 && status < 500 && status !== 401 && status !== 403
      : Math.floor(status / 100) === Number(expected[0]);

beforeAll(async () => {
  ctx = await buildTestApp();
  unverified = await createUser(ctx, { verified: false, firstName: 'Una' });
  owner = await createUser(ctx, { firstName: 'Olive' });
  other = await createUser(ctx, { firstName: 'Otto' });
  const admins = new AdminService(ctx.database.db);
  adminId = (await admins.upsert({ username: 'matrix', password: 'matrix-password' })).id;
  retiredId = (await admins.upsert({ username: 'matrixold', password: 'matrix-password' })).id;
  await admins.disable('matrixold');
  beachIds = (await ctx.database.db.select({ id: beaches.id }).from(beaches)).map((row) => row.id);
  png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}, 120_000);
afterAll(async () => ctx?.close());

describe('the authorization matrix', () => {
  it('has a row for every route the app registers', () => {
    const registered = registeredRoutes();
    expect(registered.length).toBeGreaterThan(50);
    const covered = new Set(rows.map((row) => `${row.method} ${row.route}`));
    expect(registered.filter((route) => !covered.has(route))).toEqual([]);
  });

  const registeredOnly = () => new Set(registeredRoutes());

  it.each(rows.map((row) => [`${row.method} ${row.route}`, row] as const))(
    '%s',
    async (name, row) => {
      // A row for a route another change has not registered yet is skipped, not failed.
      if (!registeredOnly().has(name)) return;
      const failures: string[] = [];
      for (const actor of actors) {
        const cookie = await cookieFor(actor);
        const request = await row.call(actor, cookie);
        const response = await ctx.app.inject({
          method: row.method,
          url: request.url,
          payload: request.payload,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
          remoteAddress: someAddress(),
        });
        if (!matches(response.statusCode, row.expect[actor])) {
          failures.push(
            `${actor}: expected ${row.expect[actor]}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

describe('the cross-site Origin check', () => {
  const concrete = (route: string) =>
    route.replace(':identifier', String(beachIds[0])).replace(/:\w+/g, '1');

  it('refuses every state-changing route from another site with 403, before anything else', async () => {
    const changing = registeredRoutes().filter((route) => !route.startsWith('GET '));
    expect(changing.length).toBeGreaterThan(25);
    const admin = await cookieFor('admin');
    const refused: string[] = [];
    for (const route of changing) {
      const [method, path] = route.split(' ') as [Row['method'], string];
      for (const origin of ['https://evil.example', 'http://localhost:5001', 'null']) {
        const response = await ctx.app.inject({
          method,
          url: concrete(path),
          payload: {},
          headers: { origin, cookie: admin, host: 'localhost:5000' },
        });
        if (
          response.statusCode === 403 &&
          response.json<{ message: string }>().message === 'Cross-site request refused'
        )
          refused.push(`${route} ${origin}`);
      }
    }
    expect(refused).toHaveLength(changing.length * 3);
  });

  it('lets the site itself and clients without an Origin through', async () => {
    for (const headers of [{ origin: 'http://localhost:5000' }, {}]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload: { feedbackType: 'comment', content: 'Same site' },
        headers: { ...headers, cookie: await cookieFor('verified') },
      });
      expect(response.statusCode).toBe(201);
    }
  });
});
