import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminService } from '../../src/features/admin/service';
import { userSessions } from '../../src/db/schema';
import {
  createUser,
  postFromAnywhere,
  sessionCookie,
  someAddress,
  uniqueEmail,
  type TestUser,
} from '../accounts';
import { adminCookie, send } from '../admin';
import { captchaToken } from '../captcha';
import { buildTestApp, type TestContext } from '../helper';
import { linkIn, readOutbox } from '../mail';
import { multipartBody } from '../multipart';

/** Security: sessions and cookies, headers, upload attacks, user input as text, secret-free logs. */

let ctx: TestContext;
let user: TestUser;
let beachId: number;
let png: Buffer;
/** Everything the app logged, line by line (pino JSON). */
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  ctx = await buildTestApp({ logger: { level: 'trace', stream } });
  user = await createUser(ctx, { firstName: 'Tamsin' });
  beachId = (await ctx.app.catalogue.find('saunton-sands')).id;
  png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 160, b: 90 } },
  })
    .png()
    .toBuffer();
}, 60_000);
afterAll(async () => ctx?.close());

const cookieValue = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

/** A valid session of `ownerId`, planted the way an attacker would hand one to a victim. */
async function plantedSession(ownerId: string) {
  const id = randomBytes(32).toString('base64url');
  await ctx.database.db.insert(userSessions).values({
    sid: createHash('sha256').update(id).digest('hex'),
    owner: ownerId,
    sess: {},
    expire: new Date(Date.now() + 60_000 * 60),
  });
  return ctx.app.signCookie(id);
}

describe('sessions and cookies', () => {
  it('gives a user a new session id at sign-in and drops the planted one', async () => {
    const attacker = await createUser(ctx, { firstName: 'Mallory' });
    const planted = await plantedSession(attacker.id);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { cookie: `ddb_session=${encodeURIComponent(planted)}` },
      remoteAddress: someAddress(),
    });
    expect(login.statusCode).toBe(200);
    const fresh = cookieValue(login, 'ddb_session');
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(planted);
    const asPlanted = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `ddb_session=${encodeURIComponent(planted)}` },
    });
    expect(asPlanted.statusCode).toBe(401);
    const asFresh = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(login) },
    });
    expect(asFresh.json<{ email: string }>().email).toBe(user.email);
  });

  it('gives an administrator a new session id at sign-in', async () => {
    const before = await adminCookie(ctx, 'fixation', 'fixation-password');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'fixation', password: 'fixation-password' },
      headers: { cookie: before },
      remoteAddress: someAddress(),
    });
    expect(login.statusCode).toBe(200);
    const after = sessionCookie(login, 'ddb_admin');
    expect(after).not.toBe(before);
    const old = await send(ctx, 'GET', '/api/admin/me', before);
    expect(old.statusCode).toBe(401);
    const current = await send(ctx, 'GET', '/api/admin/me', after);
    expect(current.statusCode).toBe(200);
  });

  it('sets HttpOnly, SameSite=Lax, Path=/ and no Secure on http', async () => {
    const login = await postFromAnywhere(ctx, '/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    const header = String(login.headers['set-cookie']);
    expect(header).toMatch(/^ddb_session=[^;]+;/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
  });

  it('marks cookies Secure and sends HSTS when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://dogbeaches.example' } });
    try {
      const ownerOfSecure = await createUser(secure);
      expect(ownerOfSecure.cookie).toMatch(/^ddb_session=/);
      const login = await postFromAnywhere(secure, '/api/auth/login', {
        email: ownerOfSecure.email,
        password: ownerOfSecure.password,
      });
      const header = String(login.headers['set-cookie']);
      expect(header).toContain('Secure');
      expect(header).toContain('HttpOnly');
      expect(login.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
    }
  });

  it('ends the session on the server at sign-out: a copied cookie opens nothing', async () => {
    const login = await postFromAnywhere(ctx, '/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    const cookie = sessionCookie(login);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    const replay = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie },
    });
    expect(replay.statusCode).toBe(401);

    const admin = await adminCookie(ctx, 'leaver', 'leaver-password');
    await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: admin } });
    const adminReplay = await send(ctx, 'GET', '/api/admin/me', admin);
    expect(adminReplay.statusCode).toBe(401);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts and the other headers on pages and API answers', async () => {
    for (const url of ['/api/beaches', '/beaches', '/api/nothing']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      const directives: Record<string, string> = Object.fromEntries(
        csp.split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives['default-src']).toBe("'self'");
      expect(directives['script-src']).toBe("'self'");
      expect(directives['style-src']).toBe("'self' 'unsafe-inline'");
      expect(directives['img-src']).toBe("'self' data: blob: https://*.tile.openstreetmap.org");
      expect(directives['connect-src']).toBe("'self'");
      expect(directives['worker-src']).toBe("'self'");
      expect(directives['frame-src']).toBe('https://www.openstreetmap.org');
      expect(directives['frame-ancestors']).toBe("'none'");
      expect(directives['base-uri']).toBe("'self'");
      expect(directives['form-action']).toBe("'self'");
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // http: no HSTS (it would pin a local or test site to https).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('leaves no inline script in the client page, source and build (JSON-LD data aside)', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const pages = ['client/index.html', 'dist/client/index.html']
      .map((file) => path.join(root, file))
      .filter((file) => existsSync(file));
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages) {
      const scripts = [
        ...readFileSync(file, 'utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi),
      ];
      const inline = scripts.filter(
        ([, attributes, body]) =>
          !/\bsrc=/.test(attributes!) &&
          !/type=["']?application\/ld\+json/.test(attributes!) &&
          body!.trim() !== '',
      );
      expect(
        inline.map(([tag]) => tag.slice(0, 120)),
        file,
      ).toEqual([]);
      // No inline event handlers either.
      expect(readFileSync(file, 'utf8')).not.toMatch(/\son[a-z]+=["']/i);
    }
  });

  it('allows the analytics script and hero video origins when they are configured', async () => {
    const configured = await buildTestApp({
      seed: false,
      env: {
        ANALYTICS_SCRIPT_URL: 'https://stats.example.net/js/script.js',
        HERO_VIDEO_URL: 'https://media.example.org/hero.mp4',
      },
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/site' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://stats.example.net;");
      expect(csp).toContain("connect-src 'self' https://stats.example.net;");
      expect(csp).toContain("media-src 'self' https://media.example.org;");
      expect(csp).not.toContain("unsafe-inline'; script");
    } finally {
      await configured.close();
    }
  });
});

// ---- Upload attacks ----------------------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A small file whose PNG header declares 30000 × 30000 pixels (900 megapixels). */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30_000 * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const html = '<html><script>alert(document.cookie)</script></html>';
/** A real PNG that is also an HTML page and, at its end, a zip's local file header. */
const polyglot = () =>
  Buffer.concat([png, Buffer.from(html), Buffer.from('PK\u0003\u0004'), Buffer.alloc(30)]);
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

type Target = 'community' | 'admin';
async function upload(target: Target, name: string, type: string, data: Buffer) {
  if (target === 'community') {
    const body = await multipartBody([{ name, type, data }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/beaches/${beachId}/community-photos-bulk`,
      payload: body.payload,
      headers: { ...body.headers, cookie: user.cookie },
    });
  }
  const body = await multipartBody([{ field: 'photo', name, type, data }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/upload-beach-photo',
    payload: body.payload,
    headers: { ...body.headers, cookie: await adminCookie(ctx) },
  });
}
const storedUrl = (target: Target, response: LightMyRequestResponse) =>
  target === 'community'
    ? response.json<{ photos: { photoUrl: string }[] }>().photos[0]!.photoUrl
    : response.json<{ imageUrl: string }>().imageUrl;
/** Every file under a folder, relative to it. */
const filesUnder = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    : [];

describe.each<Target>(['community', 'admin'])('upload attacks on %s photos', (target) => {
  it('refuses a header declaring 30000 × 30000 pixels with a 4xx, storing nothing', async () => {
    const before = filesUnder(ctx.config.uploadDir);
    const response = await upload(target, 'bomb.png', 'image/png', pixelBomb());
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<{ message: string }>().message).toMatch(/bomb\.png/);
    expect(filesUnder(ctx.config.uploadDir)).toEqual(before);
  });

  it('stores a PNG + HTML + zip polyglot only as a re-encoded WebP', async () => {
    const response = await upload(target, 'poly.png', 'image/png', polyglot());
    expect(response.statusCode).toBe(201);
    const url = storedUrl(target, response);
    expect(url).toMatch(/^\/uploads\/(community|beaches)\/[0-9a-f-]{36}-\d+\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.rawPayload.includes('PK\u0003\u0004')).toBe(false);
  });

  it('refuses SVG with 415', async () => {
    const response = await upload(target, 'logo.svg', 'image/svg+xml', svg);
    expect(response.statusCode).toBe(415);
    // Named .png and sent as image/png, it is still refused by its content.
    const disguised = await upload(target, 'logo.png', 'image/png', svg);
    expect(disguised.statusCode).toBe(415);
  });

  it('stores a file named ../x.png under a generated name inside the upload folder', async () => {
    const response = await upload(target, '../x.png', 'image/png', png);
    expect(response.statusCode).toBe(201);
    expect(storedUrl(target, response)).toMatch(/\/[0-9a-f-]{36}-\d+\.webp$/);
    const parent = path.dirname(ctx.config.uploadDir);
    expect(existsSync(path.join(parent, 'x.png'))).toBe(false);
    expect(existsSync(path.join(ctx.config.uploadDir, 'x.png'))).toBe(false);
    expect(filesUnder(ctx.config.uploadDir).filter((file) => file.includes('x.png'))).toEqual([]);
  });
});

// ---- User input is text ------------------------------------------------------------------------

const attack = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

describe('user input is stored and returned as text', () => {
  it('keeps a review, feedback and walking route verbatim in JSON', async () => {
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/beaches/${beachId}/reviews`,
      payload: { rating: 4, reviewText: attack },
      headers: { cookie: user.cookie },
    });
    expect(review.statusCode).toBe(201);
    const reviews = await ctx.app.inject({ method: 'GET', url: `/api/beaches/${beachId}/reviews` });
    expect(reviews.headers['content-type']).toMatch(/^application\/json/);
    expect(reviews.json<{ reviewText: string }[]>().map((item) => item.reviewText)).toContain(
      attack,
    );

    const feedback = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { beachId, feedbackType: 'comment', content: attack },
      headers: { cookie: user.cookie },
    });
    expect(feedback.statusCode).toBe(201);
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/beaches/${beachId}/feedback` });
    expect(listed.json<{ content: string }[]>().map((item) => item.content)).toContain(attack);

    const route = await ctx.app.inject({
      method: 'POST',
      url: '/api/routes',
      payload: {
        beachId,
        routeName: attack.slice(0, 60),
        description: attack,
        difficulty: 'easy',
        estimatedDuration: 30,
        distanceKm: 2,
        startingPoint: 'Car park',
        submittedBy: attack.slice(0, 60),
      },
      headers: { cookie: user.cookie },
    });
    expect(route.statusCode).toBe(201);
    expect(route.json<{ description: string }>().description).toBe(attack);
  });
});

// ---- Logs --------------------------------------------------------------------------------------

describe('logs', () => {
  it('hold no password, token, session id, cookie, hash or secret through every account flow', async () => {
    const secrets: string[] = [ctx.config.sessionSecret];
    const email = uniqueEmail('logs');
    const password = `Log-pw-${randomBytes(8).toString('hex')}`;
    const newPassword = `New-pw-${randomBytes(8).toString('hex')}`;
    secrets.push(password, newPassword);

    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Loveday',
        lastName: 'Trevail',
        email,
        password,
        confirmPassword: password,
      },
      remoteAddress: someAddress(),
    });
    await ctx.app.mailer.idle();
    const verify = linkIn(
      (await readOutbox(ctx.config.dataDir)).filter((m) => m.to.includes(email)).at(-1)!,
      '/api/auth/verify-email',
    );
    secrets.push(verify.searchParams.get('token')!);
    await ctx.app.inject({ method: 'GET', url: verify.pathname + verify.search });

    const login = await postFromAnywhere(ctx, '/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login);
    secrets.push(cookie.split('=')[1]!, decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!);
    await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    // A failed sign-in logs its refusal, not the password tried.
    await postFromAnywhere(ctx, '/api/auth/login', { email, password: 'Wrong-password-typed' });
    secrets.push('Wrong-password-typed');

    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
      remoteAddress: someAddress(),
    });
    await ctx.app.mailer.idle();
    const reset = linkIn(
      (await readOutbox(ctx.config.dataDir)).filter((m) => m.to.includes(email)).at(-1)!,
      '/reset-password',
    );
    const resetToken = reset.searchParams.get('token')!;
    secrets.push(resetToken);
    const resetDone = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: newPassword, confirmPassword: newPassword },
      headers: { cookie },
    });
    expect(resetDone.statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });

    const adminPassword = `Admin-pw-${randomBytes(8).toString('hex')}`;
    secrets.push(adminPassword);
    await new AdminService(ctx.database.db).upsert({
      username: 'logwatch',
      password: adminPassword,
    });
    const adminLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'logwatch', password: adminPassword },
      remoteAddress: someAddress(),
    });
    expect(adminLogin.statusCode).toBe(200);
    const admin = sessionCookie(adminLogin, 'ddb_admin');
    secrets.push(admin.split('=')[1]!);
    await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: admin } });

    const captcha = await captchaToken(ctx);
    secrets.push(captcha);
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Loveday', email, message: 'Is Saunton open?', recaptchaToken: captcha },
      remoteAddress: someAddress(),
    });
    expect(contact.statusCode).toBe(201);
    await ctx.app.mailer.idle();

    const log = logLines.join('');
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('/api/admin/login');
    for (const secret of secrets)
      expect(log, `a secret (${secret.slice(0, 6)}…) was logged`).not.toContain(secret);
    expect(log).not.toMatch(/\$argon2/);
    const leak = /.{0,200}ddb_(session|admin)=.{0,80}/.exec(log);
    expect(leak?.[0]).toBeUndefined();
    // Cookie headers appear only redacted.
    expect(log).not.toMatch(/"(set-)?cookie":"(?!\[Redacted\])/i);
  });
});
