import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Beach } from '@shared/beaches';
import type { CommunityPhoto, UploadResult } from '@shared/photos';
import type { TestUser } from '../../../test/accounts';
import { send } from '../../../test/admin';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';
import { postMultipart } from '../../../test/multipart';
import { communityPhotos } from '../../db/schema';

let ctx: TestContext, admin: string, sam: TestUser, ada: TestUser;
useFixture({ admin: true, users: ['Sam Tregothnan', 'Ada Pascoe'] }, (fixture) => {
  ({ ctx, admin } = fixture);
  [sam, ada] = fixture.users;
});

const jpeg = (background: string, width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function upload(user: TestUser, beach: Beach, caption?: string): Promise<CommunityPhoto> {
  const response = await postMultipart(
    ctx,
    `/api/beaches/${beach.id}/community-photos-bulk`,
    [{ name: 'beach.jpg', type: 'image/jpeg', data: await jpeg('#2a6f97') }],
    caption ? { caption_0: caption } : {},
    user.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadResult>().photos[0]!;
}

/** The beach as the list and its own page answer it (they must agree). */
async function read(beach: Beach) {
  const list = await send(ctx, 'GET', '/api/beaches', '');
  expect(list.statusCode).toBe(200);
  const inList = list.json<Beach[]>().find((each) => each.id === beach.id)!;
  const page = await send(ctx, 'GET', `/api/beaches/${beach.slug}`, '');
  expect(page.json<Beach>().communityPhoto).toEqual(inList.communityPhoto);
  return inList.communityPhoto;
}

/** A catalogue beach of its own for each test, so one test's photos do not show in another. */
let nextBeach = 0;
async function freshBeach(): Promise<Beach> {
  const all = (await send(ctx, 'GET', '/api/beaches', '')).json<Beach[]>();
  return all[10 + nextBeach++]!;
}

describe('a beach’s community photo in the beach list and on the beach page', () => {
  it('is null for a beach without photos, and the newest approved photo once there are some', async () => {
    const beach = await freshBeach();
    expect(beach.imageUrl).toBeNull();
    expect(await read(beach)).toBeNull();

    await upload(ada, beach, 'Morning fog');
    const newest = await upload(sam, beach, 'Evening at the estuary');
    const shown = await read(beach);
    expect(shown).toEqual({
      url: newest.photoUrl,
      srcSet: newest.srcSet,
      width: 1200,
      height: 800,
      caption: 'Evening at the estuary',
      contributor: 'Sam T.',
    });
    // The stored, re-encoded variants: 480 and 960 px WebP beside the photo's own 1200.
    expect(shown!.srcSet.split(', ').map((source) => source.split(' ')[1])).toEqual([
      '480w',
      '960w',
      '1200w',
    ]);
    const served = await send(ctx, 'GET', shown!.url, '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
    });
  });

  it('keeps a photo without a caption, naming its contributor by first name and initial', async () => {
    const beach = await freshBeach();
    await upload(ada, beach);
    expect(await read(beach)).toMatchObject({ caption: null, contributor: 'Ada P.' });
  });

  it('never shows a photo that is not approved', async () => {
    const beach = await freshBeach();
    const approved = await upload(ada, beach, 'Approved');
    const pending = await upload(sam, beach, 'Waiting for a look');
    await ctx.database.db
      .update(communityPhotos)
      .set({ isApproved: false })
      .where(eq(communityPhotos.id, pending.id));
    ctx.app.catalogue.invalidate();
    expect(await read(beach)).toMatchObject({ url: approved.photoUrl, caption: 'Approved' });

    await ctx.database.db
      .update(communityPhotos)
      .set({ isApproved: false })
      .where(eq(communityPhotos.id, approved.id));
    ctx.app.catalogue.invalidate();
    expect(await read(beach)).toBeNull();
  });

  it('gives way to the administrator’s photo of the beach', async () => {
    const beach = await freshBeach();
    await upload(sam, beach, 'Ours');
    expect(await read(beach)).not.toBeNull();
    const stored = await postMultipart(
      ctx,
      '/api/admin/upload-beach-photo',
      [{ field: 'photo', name: 'official.jpg', type: 'image/jpeg', data: await jpeg('#c2b280') }],
      { beachId: String(beach.id) },
      admin,
    );
    expect(stored.statusCode, stored.body).toBe(201);
    const page = (await send(ctx, 'GET', `/api/beaches/${beach.slug}`, '')).json<Beach>();
    expect(page.imageUrl).toBe(stored.json<{ imageUrl: string }>().imageUrl);
    expect(await read(beach)).toBeNull();
  });

  it('follows deletions by the owner and by an administrator in the list answer', async () => {
    const beach = await freshBeach();
    const older = await upload(ada, beach, 'Older');
    const newer = await upload(sam, beach, 'Newer');
    expect(await read(beach)).toMatchObject({ caption: 'Newer' });

    const list = await send(ctx, 'GET', '/api/beaches', '');
    const removed = await send(ctx, 'DELETE', `/api/community-photos/${newer.id}`, sam.cookie);
    expect(removed.statusCode).toBe(200);
    // The prepared list answer was remade: a browser holding the old ETag gets the new list.
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/beaches',
      headers: { 'if-none-match': list.headers.etag as string },
    });
    expect(again.statusCode).toBe(200);
    expect(await read(beach)).toMatchObject({ url: older.photoUrl, caption: 'Older' });

    const moderated = await send(ctx, 'DELETE', `/api/admin/community-photos/${older.id}`, admin);
    expect(moderated.statusCode).toBe(200);
    expect(await read(beach)).toBeNull();
  });
});
