import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beachCheckins,
  beachFavorites,
  communityPhotos,
  reviews,
  ruleReports,
  userFeedback,
  users,
  walkingRoutes,
} from '../db/schema';
import { createUser, someAddress, uniqueEmail, type TestUser } from '../../test/accounts';
import { buildTestApp, builtClientRoot, type TestContext } from '../../test/helper';
import { multipartBody } from '../../test/multipart';

/**
 * PostgreSQL cannot store a NUL character in text (it fails the statement), so a NUL anywhere in
 * the input is refused as invalid input before any route sees it: JSON bodies, multipart text
 * fields, query strings and path parameters alike, each with the field's path.
 */
let ctx: TestContext;
let owner: TestUser;
let beachId: number;
let beachSlug: string;
const nulMessage = 'Text cannot contain a NUL character';

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  ctx = await buildTestApp({ clientRoot: builtClientRoot() });
  owner = await createUser(ctx);
  const beach = await ctx.app.catalogue.find('saunton-sands');
  beachId = beach.id;
  beachSlug = beach.slug;
  // A favourite to edit the note of.
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/api/beaches/${beachId}/favorite`,
    headers: { cookie: owner.cookie },
    payload: { notes: 'Park at the south end' },
  });
  expect(saved.statusCode).toBe(201);
});
afterAll(async () => ctx.close());

/** Every row a refused request might have written, and the files under the upload folder. */
async function stored() {
  const { db } = ctx.database;
  const files = (folder: string): string[] => {
    try {
      return readdirSync(folder, { recursive: true, encoding: 'utf8' });
    } catch {
      return [];
    }
  };
  return JSON.stringify({
    users: await db.select().from(users),
    reviews: await db.select().from(reviews),
    routes: await db.select().from(walkingRoutes),
    feedback: await db.select().from(userFeedback),
    favourites: await db.select().from(beachFavorites),
    checkins: await db.select().from(beachCheckins),
    ruleReports: await db.select().from(ruleReports),
    photos: await db.select().from(communityPhotos),
    files: files(ctx.config.uploadDir).sort(),
  });
}

const route = (description: string) => ({
  beachId,
  routeName: 'Dunes loop',
  startingPoint: 'Sandy Lane car park',
  difficulty: 'easy',
  estimatedDuration: 60,
  distanceKm: 4.5,
  description,
  submittedBy: 'Morwenna',
});

interface Attempt {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  signedIn?: boolean;
}

const json: [string, () => Attempt, string][] = [
  [
    'registration',
    () => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Mor\u0000wenna',
        lastName: 'Pascoe',
        email: uniqueEmail(),
        password: 'sandy-paws-42',
        confirmPassword: 'sandy-paws-42',
      },
      signedIn: false,
    }),
    'firstName',
  ],
  [
    'review',
    () => ({
      method: 'POST',
      url: `/api/beaches/${beachId}/reviews`,
      payload: { rating: 5, reviewText: 'Wide sands and\u0000 a stream to drink from' },
    }),
    'reviewText',
  ],
  [
    'feedback',
    () => ({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedbackType: 'general', content: 'Lovely\u0000' },
    }),
    'content',
  ],
  [
    'walking route',
    () => ({ method: 'POST', url: '/api/routes', payload: route('Through\u0000 the dunes') }),
    'description',
  ],
  [
    'new favourite with a note',
    () => ({
      method: 'PUT',
      url: '/api/beaches/woolacombe-beach/favorite',
      payload: { notes: '\u0000' },
    }),
    'notes',
  ],
  [
    'favourite note',
    () => ({
      method: 'PATCH',
      url: `/api/beaches/${beachId}/favorite`,
      payload: { notes: 'Park\u0000 at the north end' },
    }),
    'notes',
  ],
  [
    'check-in',
    () => ({
      method: 'POST',
      url: `/api/beaches/${beachId}/checkins`,
      payload: { dogCount: 2, message: 'Busy\u0000' },
    }),
    'message',
  ],
  [
    'rule report',
    () => ({
      method: 'POST',
      url: `/api/beaches/${beachId}/rule-reports`,
      payload: { report: 'The new sign says dogs are banned\u0000 from May' },
    }),
    'report',
  ],
  [
    'a field nested in the body',
    () => ({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedbackType: 'general', content: 'Fine', extra: { tags: ['ok', 'x\u0000'] } },
    }),
    'extra.tags.1',
  ],
];

const multipart: [string, () => Promise<Attempt>, string][] = [
  [
    'rule report sent as a form',
    async () => {
      const body = await multipartBody(
        [{ field: 'photo', name: 'sign.jpg', type: 'image/jpeg', data: await jpeg() }],
        { report: 'The new sign says dogs are banned\u0000 from May' },
      );
      return {
        method: 'POST',
        url: `/api/beaches/${beachId}/rule-reports`,
        ...body,
      };
    },
    'report',
  ],
  [
    'photo caption',
    async () => {
      const body = await multipartBody(
        [{ name: 'dunes.jpg', type: 'image/jpeg', data: await jpeg() }],
        { caption_0: 'Dunes\u0000 at dawn' },
      );
      return {
        method: 'POST',
        url: `/api/beaches/${beachId}/community-photos-bulk`,
        ...body,
      };
    },
    'caption_0',
  ],
];

const addresses: [string, () => Attempt, string][] = [
  ['blog slug', () => ({ method: 'GET', url: '/api/blog/%00x' }), 'slug'],
  ['beach in the path', () => ({ method: 'GET', url: '/api/beaches/saunton%00' }), 'identifier'],
  [
    'beach of a write, in the path',
    () => ({
      method: 'POST',
      url: '/api/beaches/%00/reviews',
      payload: { rating: 5, reviewText: 'Wide sands' },
    }),
    'identifier',
  ],
  ['search in the query', () => ({ method: 'GET', url: '/api/beaches?search=%00' }), 'search'],
  [
    'query of a write',
    () => ({
      method: 'POST',
      url: `/api/feedback?source=a%00b`,
      payload: { feedbackType: 'general', content: 'Fine' },
    }),
    'source',
  ],
];

async function send(attempt: Attempt) {
  return ctx.app.inject({
    method: attempt.method,
    url: attempt.url,
    payload: attempt.payload,
    remoteAddress: someAddress(),
    headers: {
      ...(attempt.signedIn === false ? {} : { cookie: owner.cookie }),
      ...attempt.headers,
    },
  });
}

async function expectRefused(attempt: Attempt, fieldPath: string) {
  const before = await stored();
  const response = await send(attempt);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    message: nulMessage,
    errors: [{ path: fieldPath, message: nulMessage }],
  });
  await ctx.app.mailer.idle();
  expect(await stored()).toBe(before);
}

describe('a NUL character in the input', () => {
  it.each(json)('in a JSON body (%s) is a 400 that stores nothing', async (_, attempt, field) => {
    await expectRefused(attempt(), field);
  });

  it.each(multipart)(
    'in a form field (%s) is a 400 that stores nothing',
    async (_, make, field) => {
      await expectRefused(await make(), field);
    },
  );

  it.each(addresses)('in the address (%s) is a 400', async (_, attempt, field) => {
    await expectRefused(attempt(), field);
  });

  it('in the address of a page is not a server error', async () => {
    for (const url of [
      '/beach/%00',
      `/beach/${beachSlug}%00`,
      '/blog/%00',
      `/beach/${beachSlug}?date=%00`,
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('leaves the same input without the NUL to be stored as usual', async () => {
    const response = await send({
      method: 'POST',
      url: `/api/beaches/${beachId}/reviews`,
      payload: { rating: 5, reviewText: 'Wide sands and a stream to drink from' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('a NUL deep in a body', () => {
  it('is found without running out of stack, and the answer stays small', async () => {
    const depth = 100_000;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: '['.repeat(depth) + '"x\\u0000"' + ']'.repeat(depth),
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: { path: string }[] }>();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.path).toMatch(/^0\.0\.0\./);
    expect(response.body.length).toBeLessThan(1000);
  });
});
