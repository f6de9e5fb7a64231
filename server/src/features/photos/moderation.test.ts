import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminCommunityPhoto } from '@shared/admin';
import type { Beach } from '@shared/beaches';
import type { TestUser } from '../../../test/accounts';
import { latestAudit, send } from '../../../test/admin';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';
import { postMultipart } from '../../../test/multipart';

let ctx: TestContext, admin: string, ada: TestUser, beach: Beach;
useFixture({ admin: true, users: ['Ada'], beach: 'bantham' }, (fixture) => {
  ({ ctx, admin, beach } = fixture);
  [ada] = fixture.users;
});

const call = (method: 'GET' | 'DELETE', url: string, cookie = admin) =>
  send(ctx, method, url, cookie);
const audit = () => latestAudit(ctx, admin);

describe('photo moderation', () => {
  it('lists every photo with its member and removes one', async () => {
    const image = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#c2b280' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await postMultipart(
      ctx,
      `/api/beaches/${beach.id}/community-photos-bulk`,
      [{ name: 'sand.jpg', type: 'image/jpeg', data: image }],
      { caption_0: 'Sandy paws' },
      ada.cookie,
    );
    expect(uploaded.statusCode).toBe(201);

    const photos = await call('GET', '/api/admin/community-photos');
    expect(photos.headers['x-total-count']).toBe('1');
    const [photo] = photos.json<AdminCommunityPhoto[]>();
    expect(photo).toMatchObject({
      beachId: beach.id,
      beachName: beach.name,
      caption: 'Sandy paws',
      user: { id: ada.id, firstName: 'Ada', email: ada.email },
    });

    expect((await call('DELETE', `/api/admin/community-photos/${photo!.id}`)).json()).toEqual({
      message: 'Photo removed',
    });
    expect(await audit()).toMatchObject({
      action: 'community-photo.delete',
      summary: `Photo of ${beach.name} by Ada`,
    });
    expect((await call('GET', `/api/beaches/${beach.id}/community-photos`, '')).json()).toEqual([]);
  });
});
