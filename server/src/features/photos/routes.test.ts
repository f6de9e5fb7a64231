import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoMessages, type CommunityPhoto } from '@shared/photos';
import { communityPhotos, users } from '../../db/schema';
import { createUser, sessionCookie, type TestUser } from '../../../test/accounts';
import { buildTestApp, builtClientRoot, type TestContext } from '../../../test/helper';
import { postMultipart } from '../../../test/multipart';
import { AdminService } from '../admin/service';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let beachId: number;
let communityDir: string;

const jpeg = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
const png = (width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 4, background: '#e8d9b9' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  // With a built client beside it, so its page fallback is there to (not) swallow /uploads/ 404s.
  ctx = await buildTestApp({ clientRoot: builtClientRoot() });
  other = await createUser(ctx, { firstName: 'Ross', lastName: 'Poldark' });
  beachId = (await ctx.app.catalogue.find('saunton-sands')).id;
  communityDir = path.join(ctx.config.uploadDir, 'community');
});
afterAll(async () => ctx.close());
// An owner for each test: the file's uploads, refused ones included, add up to more photos in a
// minute than one user may send (plugins/write-quotas.test.ts tests that quota).
beforeEach(async () => {
  owner = await createUser(ctx, { firstName: 'Demelza', lastName: 'Carne' });
});

async function upload(
  files: Parameters<typeof postMultipart>[2],
  fields: Record<string, string> = {},
  cookie = owner.cookie,
  beach: string | number = beachId,
) {
  return postMultipart(ctx, `/api/beaches/${beach}/community-photos-bulk`, files, fields, cookie);
}

const storedFiles = () => (existsSync(communityDir) ? readdirSync(communityDir) : []);
const rowCount = async () => (await ctx.database.db.select().from(communityPhotos)).length;

/** Runs a failing upload and checks it left no row and no file behind. */
async function expectNothingStored(
  run: () => Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  message: string,
) {
  const filesBefore = storedFiles();
  const rowsBefore = await rowCount();
  const response = await run();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message });
  expect(storedFiles().sort()).toEqual(filesBefore.sort());
  expect(await rowCount()).toBe(rowsBefore);
}

describe('POST /api/beaches/{id}/community-photos-bulk', () => {
  it('stores two photos with captions as WebP in several widths and lists them at once', async () => {
    const response = await upload(
      [
        { name: 'dunes.jpg', type: 'image/jpeg', data: await jpeg(2000, 1000) },
        { name: 'dog.png', type: 'image/png', data: await png(600, 400) },
      ],
      { caption_0: '  Dunes at low tide ', caption_1: '', beachId: String(beachId) },
    );
    expect(response.statusCode).toBe(201);
    const { uploadedPhotos, photos } = response.json<{
      uploadedPhotos: number;
      photos: CommunityPhoto[];
    }>();
    expect(uploadedPhotos).toBe(2);
    expect(photos[0]).toMatchObject({
      beachId,
      beachName: 'Saunton Sands',
      caption: 'Dunes at low tide',
      width: 1600,
      height: 800,
      authorName: 'Demelza C.',
    });
    expect(photos[0]!.srcSet.split(', ').map((item) => item.split(' ')[1])).toEqual([
      '480w',
      '960w',
      '1600w',
    ]);
    expect(photos[1]).toMatchObject({ caption: null, width: 600, height: 400 });
    expect(photos[1]!.srcSet).toMatch(/-480\.webp 480w, .*-600\.webp 600w$/);
    expect(JSON.stringify(photos)).not.toContain(owner.email);

    for (const photo of photos) {
      const served = await ctx.app.inject({ method: 'GET', url: photo.photoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/beaches/saunton-sands/community-photos',
    });
    expect(listed.json<CommunityPhoto[]>().map((photo) => photo.id)).toEqual(
      expect.arrayContaining(photos.map((photo) => photo.id)),
    );
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/my/photos',
      headers: { cookie: owner.cookie },
    });
    expect(mine.json<CommunityPhoto[]>()).toHaveLength(2);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/my/photos',
      headers: { cookie: other.cookie },
    });
    expect(theirs.json()).toEqual([]);
  });

  it('removes EXIF and GPS and applies the orientation', async () => {
    const tagged = await sharp(await jpeg(800, 600))
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Copyright: 'secret-owner', Artist: 'secret-owner' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '50/1 36/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '4/1 10/1 0/1',
          },
        },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(tagged).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(before.exif!.toString('latin1')).toContain('secret-owner');

    const response = await upload([{ name: 'phone.jpg', type: 'image/jpeg', data: tagged }]);
    expect(response.statusCode).toBe(201);
    const [photo] = response.json<{ photos: CommunityPhoto[] }>().photos;
    // Turned a quarter by its orientation: 600 wide, 800 high.
    expect(photo).toMatchObject({ width: 600, height: 800 });
    const stored = path.join(communityDir, path.basename(photo!.photoUrl));
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.width).toBe(600);
    expect(readFileSync(stored).toString('latin1')).not.toContain('secret-owner');
  });

  it('refuses more than 4 files, storing nothing', async () => {
    const data = await png(100, 100);
    const five = Array.from({ length: 5 }, (_, index) => ({
      name: `p${index}.png`,
      type: 'image/png',
      data,
    }));
    await expectNothingStored(() => upload(five), 400, photoMessages.tooMany);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await jpeg(100, 100), Buffer.alloc(11 * 1024 * 1024)]);
    await expectNothingStored(
      () => upload([{ name: 'huge.jpg', type: 'image/jpeg', data: big }]),
      413,
      photoMessages.tooLarge('huge.jpg'),
    );
  });

  it.each([
    [
      'a text file renamed .png',
      'notes.png',
      'image/png',
      Buffer.from('just some text, not an image'),
    ],
    [
      'an SVG',
      'logo.svg',
      'image/svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    ],
    [
      'an SVG claiming to be a PNG',
      'logo.png',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ],
  ])('refuses %s with 415', async (_label, name, type, data) => {
    await expectNothingStored(
      () => upload([{ name, type, data }]),
      415,
      photoMessages.notAnImage(name),
    );
  });

  it('refuses a truncated JPEG and a TIFF', async () => {
    const whole = await jpeg(800, 600);
    await expectNothingStored(
      () =>
        upload([
          { name: 'cut.jpg', type: 'image/jpeg', data: whole.subarray(0, whole.length / 2) },
        ]),
      415,
      photoMessages.notAnImage('cut.jpg'),
    );
    const tiff = await sharp(await png(50, 50))
      .tiff()
      .toBuffer();
    await expectNothingStored(
      () => upload([{ name: 'scan.tif', type: 'image/jpeg', data: tiff }]),
      415,
      photoMessages.notAnImage('scan.tif'),
    );
  });

  it('refuses an image with a huge pixel count before decoding it', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    await expectNothingStored(
      () => upload([{ name: 'bomb.png', type: 'image/png', data: bomb }]),
      415,
      photoMessages.notAnImage('bomb.png'),
    );
  });

  it('keeps a bad file from storing the good ones beside it', async () => {
    const good = await png();
    await expectNothingStored(
      () =>
        upload([
          { name: 'good.png', type: 'image/png', data: good },
          { name: 'bad.png', type: 'image/png', data: Buffer.from('nope') },
          { name: 'good-too.png', type: 'image/png', data: good },
        ]),
      415,
      photoMessages.notAnImage('bad.png'),
    );
    await expectNothingStored(
      () => upload([{ name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }]),
      415,
      photoMessages.notAnImage('empty.png'),
    );
  });

  it('uses the file name only in messages, never for storage', async () => {
    const response = await upload([
      { name: '../../etc/<evil>.png', type: 'image/png', data: Buffer.from('not an image') },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: photoMessages.notAnImage('_evil_.png') });

    const stored = await upload([
      { name: '../../escape.png', type: 'image/png', data: await png(100, 100) },
    ]);
    const [photo] = stored.json<{ photos: CommunityPhoto[] }>().photos;
    expect(photo!.photoUrl).toMatch(/^\/uploads\/community\/[0-9a-f-]{36}-100\.webp$/);
    expect(existsSync(path.join(ctx.config.uploadDir, '..', 'escape.png'))).toBe(false);
  });

  it('answers 404 (not the client page) for a file that is not stored', async () => {
    for (const url of ['/uploads/community/missing-480.webp', '/uploads/nothing']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('leaves no file or row when the beach is deleted while the photos are on their way', async () => {
    const beach = await ctx.app.catalogue.find(String(beachId));
    const spy = vi
      .spyOn(ctx.app.catalogue, 'find')
      .mockResolvedValueOnce({ ...beach, id: 2_000_000_000 });
    const data = await png();
    await expectNothingStored(
      () => upload([{ name: 'a.png', type: 'image/png', data }]),
      404,
      'Beach not found',
    );
    spy.mockRestore();
  });

  /** One upload while `failing` makes the database fail: a 500, and no file or row is kept. */
  async function expectFailureLeavesNothing(
    failing: (filesBefore: string[]) => { mockRestore(): void },
  ) {
    const filesBefore = storedFiles();
    const rowsBefore = await rowCount();
    const spy = failing(filesBefore);
    const response = await upload([{ name: 'a.png', type: 'image/png', data: await png() }]);
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(storedFiles().sort()).toEqual(filesBefore.sort());
    expect(await rowCount()).toBe(rowsBefore);
  }

  it('leaves no file or row when the commit fails after the files are moved into place', async () => {
    const db = ctx.database.db;
    const realTransaction = db.transaction.bind(db);
    await expectFailureLeavesNothing((filesBefore) =>
      vi
        .spyOn(db, 'transaction')
        .mockImplementationOnce(async (work: Parameters<typeof realTransaction>[0]) =>
          realTransaction(async (tx) => {
            await work(tx);
            const moved = storedFiles().filter((name) => !filesBefore.includes(name));
            expect(moved.length).toBeGreaterThan(0);
            expect(moved.every((name) => name.endsWith('.webp'))).toBe(true);
            throw new Error('connection lost at commit');
          }),
        ),
    );
  });

  it('leaves no file or row when the database fails after the files are written', async () => {
    await expectFailureLeavesNothing(() =>
      vi.spyOn(ctx.database.db, 'transaction').mockRejectedValueOnce(new Error('disk full')),
    );
  });

  it('needs a signed-in (401), verified (403) user, a file, and a known beach', async () => {
    const data = await png();
    expect((await upload([{ name: 'a.png', type: 'image/png', data }], {}, '')).statusCode).toBe(
      401,
    );
    const unverified = await createUser(ctx);
    await ctx.database.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.id, unverified.id));
    expect(
      (await upload([{ name: 'a.png', type: 'image/png', data }], {}, unverified.cookie))
        .statusCode,
    ).toBe(403);
    await expectNothingStored(() => upload([], { caption_0: 'x' }), 400, photoMessages.none);
    expect(
      (
        await upload(
          [{ name: 'a.png', type: 'image/png', data }],
          {},
          owner.cookie,
          'no-such-beach',
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('stored photos', () => {
  it('keeps every width on disk as WebP and lists captions and first names, newest first', async () => {
    const response = await upload(
      [
        { name: 'wide.jpg', type: 'image/jpeg', data: await jpeg(1800, 900) },
        { name: 'small.png', type: 'image/png', data: await png(320, 240) },
      ],
      { caption_0: 'Wide', caption_1: 'Small' },
    );
    expect(response.statusCode).toBe(201);
    const { photos } = response.json<{ photos: CommunityPhoto[] }>();
    const widths = [];
    for (const photo of photos) {
      const entries = photo.srcSet.split(', ').map((entry) => entry.split(' '));
      widths.push(entries.map(([, width]) => width));
      for (const [url, width] of entries) {
        const metadata = await sharp(path.join(communityDir, path.basename(url!))).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: Number.parseInt(width!, 10) });
      }
    }
    expect(widths).toEqual([['480w', '960w', '1600w'], ['320w']]);
    expect(storedFiles().filter((name) => name.startsWith('.tmp-'))).toEqual([]);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/beaches/${beachId}/community-photos`,
    });
    const items = listed.json<CommunityPhoto[]>();
    expect(items.slice(0, 2).map((photo) => photo.caption)).toEqual(
      expect.arrayContaining(['Wide', 'Small']),
    );
    const stamps = items.map((photo) => Date.parse(photo.createdAt));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    for (const photo of items) {
      // First name and last initial: the surname never leaves the server.
      expect(photo.authorName).toMatch(/^\S+ [A-Z]\.$/);
      expect(Object.keys(photo).sort()).toEqual(
        [
          'beachId',
          'beachName',
          'caption',
          'createdAt',
          'height',
          'id',
          'photoUrl',
          'srcSet',
          'authorName',
          'width',
        ].sort(),
      );
    }
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/my/photos',
      headers: { cookie: owner.cookie },
    });
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json<CommunityPhoto[]>().every((photo) => photo.authorName === 'Demelza C.')).toBe(
      true,
    );
    expect(listed.body).not.toContain('Carne');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/my/photos' })).statusCode).toBe(401);
  });

  it('refuses a caption over 300 characters on any file, storing nothing', async () => {
    const data = await png(100, 100);
    await expectNothingStored(
      () =>
        upload(
          [
            { name: 'a.png', type: 'image/png', data },
            { name: 'b.png', type: 'image/png', data },
          ],
          { caption_0: 'fine', caption_1: 'x'.repeat(301) },
        ),
      400,
      photoMessages.captionTooLong,
    );
  });
});

describe('DELETE /api/community-photos/{id}', () => {
  it("refuses another user's photo, leaving it whole, and deletes one's own with its files", async () => {
    const created = await upload([
      { name: 'keep.jpg', type: 'image/jpeg', data: await jpeg(1000, 700) },
    ]);
    const [photo] = created.json<{ photos: CommunityPhoto[] }>().photos;
    const files = storedFiles().filter((name) =>
      name.startsWith(path.basename(photo!.photoUrl).replace(/-\d+\.webp$/, '')),
    );
    expect(files).toHaveLength(3);
    const url = `/api/community-photos/${photo!.id}`;

    const refused = await ctx.app.inject({
      method: 'DELETE',
      url,
      headers: { cookie: other.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: photoMessages.notYours });
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    for (const file of files) expect(existsSync(path.join(communityDir, file))).toBe(true);
    expect(
      await ctx.database.db.select().from(communityPhotos).where(eq(communityPhotos.id, photo!.id)),
    ).toHaveLength(1);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url,
      headers: { cookie: owner.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    for (const file of files) expect(existsSync(path.join(communityDir, file))).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url, headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: photo!.photoUrl })).statusCode).toBe(404);
  });

  it('lets an administrator remove an unsuitable photo', async () => {
    const created = await upload([{ name: 'x.png', type: 'image/png', data: await png() }]);
    const [photo] = created.json<{ photos: CommunityPhoto[] }>().photos;
    await new AdminService(ctx.database.db).upsert({
      username: 'moderator',
      password: 'harbour-master',
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'moderator', password: 'harbour-master' },
    });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/community-photos/${photo!.id}`,
      headers: { cookie: sessionCookie(login, 'ddb_admin') },
    });
    expect(removed.statusCode).toBe(200);
  });
});
