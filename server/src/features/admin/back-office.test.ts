import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminBeachMessages } from '@shared/admin';
import type { Beach } from '@shared/beaches';
import { formatLocalDate, todayInLondon } from '@shared/london-time';
import { beaches, communityPhotos, reviews, userFeedback, walkingRoutes } from '../../db/schema';
import type { TestUser } from '../../../test/accounts';
import { beachForm, latestAudit, send, type Method } from '../../../test/admin';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';
import { postMultipart } from '../../../test/multipart';
import { beachPhotoMessages } from './beach-photos';

let ctx: TestContext, admin: string, retired: string, user: TestUser;
useFixture({ admin: true, retired: true, users: ['Tamsin Hocking'] }, (fixture) => {
  ({ ctx, admin, retired } = fixture);
  [user] = fixture.users;
});

const call = (method: Method, url: string, cookie: string, payload?: object) =>
  send(ctx, method, url, cookie, payload);

const newBeach = beachForm;

async function createBeach(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/beaches', admin, newBeach(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Beach>();
}

const audit = () => latestAudit(ctx, admin);

describe('who may use the back office', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/admin/me'],
    ['GET', '/api/admin/beaches'],
    ['POST', '/api/admin/beaches'],
    ['PUT', '/api/admin/beaches/1'],
    ['DELETE', '/api/admin/beaches/1'],
    ['GET', '/api/admin/reviews'],
    ['DELETE', '/api/admin/reviews/1'],
    ['GET', '/api/admin/routes'],
    ['PUT', '/api/admin/routes/1/approve'],
    ['DELETE', '/api/admin/routes/1'],
    ['GET', '/api/admin/community-photos'],
    ['DELETE', '/api/admin/community-photos/1'],
    ['GET', '/api/admin/feedback'],
    ['DELETE', '/api/admin/feedback/1'],
    ['GET', '/api/admin/messages'],
    ['PUT', '/api/admin/messages/1/read'],
    ['GET', '/api/admin/audit'],
    ['POST', '/api/admin/upload-beach-photo'],
    ['POST', '/api/upload/beach-photo'],
  ];

  it('refuses anonymous visitors, signed-in users and disabled administrators with 401', async () => {
    for (const [method, url] of routes) {
      for (const cookie of ['', user.cookie, retired]) {
        const response = await call(method, url, cookie, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ message: 'Administrator sign-in required' });
      }
    }
    expect(await ctx.database.db.select().from(beaches).where(eq(beaches.id, 1))).toHaveLength(1);
  });

  it('answers an administrator, never from a cache', async () => {
    const response = await call('GET', '/api/admin/beaches', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json<Beach[]>();
    expect(list.length).toBe((await ctx.database.db.select().from(beaches)).length);
    const names = list.map((beach) => beach.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('adding a beach', () => {
  it('creates it with a unique slug from its name, public at once, and audited', async () => {
    const first = await createBeach();
    expect(first).toMatchObject({
      slug: 'shelly-cove',
      name: 'Shelly Cove',
      latitude: '50.21234567',
      longitude: '-3.71234567',
      hasParking: true,
      seasonalRestrictions: null,
      imageUrl: null,
      postcode: 'TQ7 1AB',
      averageRating: 0,
      totalReviews: 0,
    });
    const second = await createBeach();
    expect(second.slug).toBe('shelly-cove-2');

    const publicPage = await call('GET', '/api/beaches/shelly-cove-2', '');
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.json<Beach>().id).toBe(second.id);
    const stats = (await call('GET', '/api/stats', '')).json<{ totalBeaches: number }>();
    expect(stats.totalBeaches).toBe((await ctx.database.db.select().from(beaches)).length);

    expect(await audit()).toMatchObject({
      action: 'beach.create',
      entityType: 'beach',
      entityId: String(second.id),
      summary: 'Shelly Cove',
      before: null,
      after: { slug: 'shelly-cove-2', postcode: 'TQ7 1AB' },
      admin: { username: 'warden', name: 'Admin warden' },
    });
  });

  it('defaults to year-round and keeps a given slug, refusing one already used', async () => {
    const { accessType: _ignored, ...withoutAccess } = newBeach({ slug: 'quiet-cove' });
    const created = await call('POST', '/api/admin/beaches', admin, withoutAccess);
    expect(created.json()).toMatchObject({ slug: 'quiet-cove', accessType: 'year-round' });
    const again = await call('POST', '/api/admin/beaches', admin, newBeach({ slug: 'quiet-cove' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: adminBeachMessages.slugTaken });
  });

  it('checks the required fields with the messages of the form', async () => {
    const response = await call('POST', '/api/admin/beaches', admin, {
      name: ' ',
      location: 'North Devon',
      description: '',
      latitude: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string; message: string }[] }>().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: adminBeachMessages.nameRequired },
        { path: 'description', message: adminBeachMessages.descriptionRequired },
        { path: 'latitude', message: adminBeachMessages.latitudeRequired },
        { path: 'longitude', message: adminBeachMessages.longitudeRequired },
      ]),
    );
  });
});

describe('editing a beach', () => {
  it('refuses a non-numeric or out-of-range latitude with 400 and changes nothing', async () => {
    const beach = await createBeach({ name: 'Latitude Test Beach' });
    for (const latitude of ['fifty', '50.1.2', '95', '1e3']) {
      const response = await call(
        'PUT',
        `/api/admin/beaches/${beach.id}`,
        admin,
        newBeach({ name: 'Changed', latitude }),
      );
      expect(response.statusCode, latitude).toBe(400);
      expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({
        path: 'latitude',
        message: adminBeachMessages.latitudeInvalid,
      });
    }
    expect((await call('GET', `/api/beaches/${beach.id}`, '')).json<Beach>().name).toBe(
      'Latitude Test Beach',
    );
  });

  it('stores the edit payload: nulls for blanks, numbers as decimals, absent fields kept', async () => {
    const beach = await createBeach({ name: 'Edit Me Beach', parkingInfo: 'Pay and display' });
    const response = await call('PUT', `/api/admin/beaches/${beach.id}`, admin, {
      ...newBeach({ name: 'Edited Beach' }),
      latitude: '50.5',
      longitude: -3.25,
      accessInfo: '   ',
      postcode: '',
      googleRating: '4.5',
      totalReviewsGoogle: 12,
      imageUrl: 'https://example.org/cove.jpg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: beach.id,
      slug: beach.slug,
      name: 'Edited Beach',
      latitude: '50.50000000',
      longitude: '-3.25000000',
      accessInfo: null,
      postcode: null,
      googleRating: '4.50',
      totalReviewsGoogle: 12,
      imageUrl: 'https://example.org/cove.jpg',
      parkingInfo: 'Pay and display',
    });
    const [row] = await ctx.database.db.select().from(beaches).where(eq(beaches.id, beach.id));
    expect(row).toMatchObject({ accessInfo: null, postcode: null, parkingInfo: 'Pay and display' });

    // A caller that sends null for a field clears it.
    const cleared = await call('PUT', `/api/admin/beaches/${beach.id}`, admin, {
      ...newBeach({ name: 'Edited Beach' }),
      parkingInfo: null,
      safetyNotes: null,
    });
    expect(cleared.json()).toMatchObject({ parkingInfo: null, safetyNotes: null });

    const entry = await audit();
    expect(entry).toMatchObject({ action: 'beach.update', entityId: String(beach.id) });
    expect(entry.before).toMatchObject({ parkingInfo: 'Pay and display' });
    expect(entry.after).toMatchObject({ parkingInfo: null });
    expect(Object.keys(entry.after!)).not.toContain('name');
  });

  it("records a changed amenity switch as the back office's yes or no, leaving the rest not known", async () => {
    const beach = await createBeach({ name: 'Switches Beach' });
    expect(beach.facilities).toMatchObject({
      parking: { state: 'yes', source: 'Set in the back office' },
      cafe: { state: 'not-known' },
    });
    const response = await call('PUT', `/api/admin/beaches/${beach.id}`, admin, {
      ...newBeach({ name: 'Switches Beach' }),
      hasParking: false,
      hasBeachCafe: true,
    });
    expect(response.statusCode).toBe(200);
    const changed = response.json<Beach>();
    expect(changed).toMatchObject({ hasParking: false, hasBeachCafe: true, hasFacilities: false });
    expect(changed.facilities).toMatchObject({
      parking: { state: 'no', source: 'Set in the back office' },
      cafe: { state: 'yes', source: 'Set in the back office' },
      toilets: { state: 'not-known', source: null },
      freshWater: { state: 'not-known' },
    });
  });

  it('shows the change on the public pages and recomputes the dog status', async () => {
    const beach = await createBeach({ name: 'Rule Change Beach' });
    expect(
      (await call('GET', `/api/beaches/${beach.slug}`, '')).json<Beach>().dogStatus.state,
    ).toBe('allowed');
    const allYearBan = {
      periods: [{ kind: 'ban', from: '01-01', to: '12-31', hours: null, zone: null }],
      leadOutsideBan: false,
      setBy: 'council',
      source: 'Council order 2026',
      sourceUrl: null,
      // A changed rule is stamped as checked today (London), whatever date is sent.
      checkedOn: formatLocalDate(todayInLondon()),
    };
    const response = await call(
      'PUT',
      `/api/admin/beaches/${beach.id}`,
      admin,
      newBeach({ name: 'Rule Change Beach', accessType: 'seasonal', dogRule: allYearBan }),
    );
    expect(response.statusCode).toBe(200);
    const publicBeach = (await call('GET', `/api/beaches/${beach.slug}`, '')).json<Beach>();
    expect(publicBeach.accessType).toBe('seasonal');
    expect(publicBeach.dogRule).toEqual(allYearBan);
    expect(publicBeach.dogStatus.state).toBe('banned');
    const listed = (await call('GET', '/api/beaches?search=Rule%20Change', '')).json<Beach[]>();
    expect(listed.map((item) => item.dogStatus.state)).toEqual(['banned']);
  });

  it('stores a moving season, unconfirmed dates and an order end, and refuses an unknown authority', async () => {
    const beach = await createBeach({ name: 'Moving Season Beach' });
    const octoberEnd = {
      relativeTo: 'half-term',
      term: 'october',
      edge: 'end',
      authority: 'devon',
    };
    const movingRule = {
      periods: [
        {
          kind: 'ban',
          from: { relativeTo: 'easter', offsetDays: -14 },
          to: octoberEnd,
          hours: null,
          zone: null,
        },
        { kind: 'ban', from: '05-01', to: '09-30', hours: null, zone: 'dunes', confirmed: false },
      ],
      leadOutsideBan: false,
      setBy: 'landowner',
      source: 'Landowner',
      sourceUrl: null,
      checkedOn: formatLocalDate(todayInLondon()),
      orderEndsOn: '2099-12-31',
    };
    const body = (dogRule: unknown) =>
      newBeach({ name: 'Moving Season Beach', accessType: 'seasonal', dogRule });
    const path = `/api/admin/beaches/${beach.id}`;
    expect((await call('PUT', path, admin, body(movingRule))).statusCode).toBe(200);
    const stored = (await call('GET', `/api/beaches/${beach.slug}`, '')).json<Beach>();
    expect(stored.dogRule).toEqual(movingRule);
    const [moving, zoned] = movingRule.periods;
    const unknownAuthority = {
      ...movingRule,
      periods: [{ ...moving, to: { ...octoberEnd, authority: 'kent' } }, zoned],
    };
    expect((await call('PUT', path, admin, body(unknownAuthority))).statusCode).toBe(400);
  });

  it('answers 404 for an unknown beach and 409 for a slug in use', async () => {
    expect((await call('PUT', '/api/admin/beaches/999999', admin, newBeach())).statusCode).toBe(
      404,
    );
    const beach = await createBeach({ name: 'Slug Clash Beach' });
    const clash = await call(
      'PUT',
      `/api/admin/beaches/${beach.id}`,
      admin,
      newBeach({ slug: 'woolacombe-beach' }),
    );
    expect(clash.statusCode).toBe(409);
  });
});

describe('deleting a beach', () => {
  it('removes it with its reviews, routes, photos and feedback, and audits it', async () => {
    const beach = await createBeach({ name: 'Doomed Cove' });
    const review = await call('POST', `/api/beaches/${beach.id}/reviews`, user.cookie, {
      rating: 4,
      reviewText: 'Lovely',
    });
    expect(review.statusCode).toBe(201);
    await call('POST', '/api/routes', user.cookie, {
      beachId: beach.id,
      routeName: 'Cliff loop',
      description: 'Up and round.',
      difficulty: 'easy',
      estimatedDuration: 30,
      distanceKm: 2,
      startingPoint: 'Lane end',
      submittedBy: 'Tamsin',
    });
    await call('POST', '/api/feedback', user.cookie, {
      beachId: beach.id,
      feedbackType: 'general',
      content: 'Bins were full',
    });
    const uploaded = await postMultipart(
      ctx,
      `/api/beaches/${beach.id}/community-photos-bulk`,
      [{ name: 'cove.png', type: 'image/png', data: await png() }],
      {},
      user.cookie,
    );
    expect(uploaded.statusCode).toBe(201);
    const photoUrl = uploaded.json<{ photos: { photoUrl: string }[] }>().photos[0]!.photoUrl;
    const photoFile = path.join(ctx.config.uploadDir, photoUrl.replace('/uploads/', ''));
    expect(existsSync(photoFile)).toBe(true);

    const deleted = await call('DELETE', `/api/admin/beaches/${beach.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: adminBeachMessages.deleted });

    const { db } = ctx.database;
    for (const table of [reviews, walkingRoutes, communityPhotos, userFeedback]) {
      expect(await db.select().from(table).where(eq(table.beachId, beach.id))).toEqual([]);
    }
    expect(existsSync(photoFile)).toBe(false);
    expect((await call('GET', `/api/beaches/${beach.id}`, '')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/beaches/${beach.id}`, admin)).statusCode).toBe(404);
    const entry = await audit();
    expect(entry).toMatchObject({ action: 'beach.delete', summary: 'Doomed Cove', after: null });
    expect(entry.before).toMatchObject({ slug: 'doomed-cove' });
  });
});

const png = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Photographer' } } })
    .png()
    .toBuffer();

async function uploadBeachPhoto(
  url: string,
  file: { name: string; type: string; data: Buffer },
  fields: Record<string, string> = {},
  cookie = admin,
) {
  return postMultipart(ctx, url, [{ field: 'photo', ...file }], fields, cookie);
}

describe('beach photo uploads', () => {
  it('sets the beach photo with a re-encoded WebP without metadata, and audits it', async () => {
    const beach = await createBeach({ name: 'Photo Cove' });
    const response = await uploadBeachPhoto(
      '/api/admin/upload-beach-photo',
      { name: 'my cove.png', type: 'image/png', data: await png() },
      { beachId: String(beach.id) },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ originalName: string; imageUrl: string; url: string }>();
    expect(body).toMatchObject({ originalName: 'my cove.png', beachId: beach.id });
    expect(body.imageUrl).toMatch(/^\/uploads\/beaches\/[\w-]+-900\.webp$/);
    expect(body.url).toBe(body.imageUrl);

    const served = await call('GET', body.imageUrl, '');
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 900 });
    expect(metadata.exif).toBeUndefined();

    expect((await call('GET', `/api/beaches/${beach.slug}`, '')).json<Beach>().imageUrl).toBe(
      body.imageUrl,
    );
    expect(await audit()).toMatchObject({
      action: 'beach.photo',
      before: { imageUrl: null },
      after: { imageUrl: body.imageUrl },
    });
  });

  it('without a beach only stores the photo and answers its URL, on both paths', async () => {
    for (const url of ['/api/admin/upload-beach-photo', '/api/upload/beach-photo']) {
      const response = await uploadBeachPhoto(url, {
        name: 'spare.png',
        type: 'image/png',
        data: await png(300, 200),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ originalName: 'spare.png', beachId: null });
    }
  });

  it('refuses a bad beachId, a body that is not multipart and too many files, in its words', async () => {
    const image = { name: 'a.png', type: 'image/png', data: await png(200, 100) };
    const badId = await uploadBeachPhoto('/api/admin/upload-beach-photo', image, {
      beachId: 'one',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: beachPhotoMessages.badBeachId });

    const json = await call('POST', '/api/admin/upload-beach-photo', admin, { beachId: 1 });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: beachPhotoMessages.notMultipart });

    const files = (names: string[]) => names.map((name) => ({ field: 'photo', ...image, name }));
    const url = '/api/admin/upload-beach-photo';
    const many = await postMultipart(ctx, url, files(['1.png', '2.png', '3.png']), {}, admin);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ message: 'Send one photo and, optionally, a beachId' });

    // A second photo is read and left aside: the first is the one stored.
    const first = await postMultipart(ctx, url, files(['first.png', 'second.png']), {}, admin);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ originalName: 'first.png', beachId: null });
  });

  it('refuses what is not an image (415), too large (413), no file (400), an unknown beach (404)', async () => {
    const text = await uploadBeachPhoto('/api/admin/upload-beach-photo', {
      name: 'notes.png',
      type: 'image/png',
      data: Buffer.from('not really a picture'),
    });
    expect(text.statusCode).toBe(415);

    const big = await uploadBeachPhoto('/api/admin/upload-beach-photo', {
      name: 'huge.png',
      type: 'image/png',
      data: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'File size must be less than 10MB' });

    const empty = await postMultipart(
      ctx,
      '/api/admin/upload-beach-photo',
      [],
      { beachId: '1' },
      admin,
    );
    expect(empty.statusCode).toBe(400);

    const unknown = await uploadBeachPhoto(
      '/api/admin/upload-beach-photo',
      { name: 'a.png', type: 'image/png', data: await png(200, 100) },
      { beachId: '999999' },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
