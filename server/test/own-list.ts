import sharp from 'sharp';
import { expect } from 'vitest';
import { authMessages } from '@shared/auth';
import type { TestUser } from './accounts';
import { send } from './admin';
import type { TestContext } from './helper';
import { postMultipart } from './multipart';

/** A member's own list at `path` (200, kept out of every cache), as that member reads it. */
export async function ownList<T>(ctx: TestContext, path: string, cookie: string): Promise<T[]> {
  const response = await send(ctx, 'GET', path, cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<T[]>();
}

/** Signed out, a member's call answers 401 with the JSON error, never anyone's rows. */
export async function expectSignedOutRefused(ctx: TestContext, path: string) {
  const response = await send(ctx, 'GET', path, '');
  expect(response.statusCode).toBe(401);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ message: authMessages.notSignedIn });
}

/** POSTs `payload` as the member with `cookie`; it must be created (201): the new row's id. */
export async function createdId(ctx: TestContext, url: string, cookie: string, payload: object) {
  const response = await send(ctx, 'POST', url, cookie, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** Uploads one photo to the beach (by id or slug) as the member with `cookie`: created, its id. */
export async function uploadedPhotoId(ctx: TestContext, beach: number | string, cookie: string) {
  const data = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#0b5f8a' },
  })
    .jpeg()
    .toBuffer();
  const url = `/api/beaches/${beach}/community-photos-bulk`;
  const file = { name: 'sea.jpg', type: 'image/jpeg', data };
  const uploaded = await postMultipart(ctx, url, [file], {}, cookie);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json<{ photos: { id: number }[] }>().photos[0]!.id;
}

interface OwnRow {
  id: number;
  beachName: string;
  beachSlug: string;
}

/**
 * The list at `path` holds the member's own rows, newest first, each naming its beach, and never
 * another member's. `make` adds a row by a member at a beach (by slug) and answers its id. The
 * member makes one at Saunton Sands, the other member one there too, then the member one at
 * Bantham: answers the member's list, Bantham first.
 */
export async function expectOwnRowsOnly<T extends OwnRow>(
  ctx: TestContext,
  path: string,
  [member, other]: readonly [TestUser, TestUser],
  make: (user: TestUser, slug: string) => Promise<number>,
): Promise<T[]> {
  expect(await ownList(ctx, path, member.cookie)).toEqual([]);
  const older = await make(member, 'saunton-sands');
  const theirs = await make(other, 'saunton-sands');
  const newer = await make(member, 'bantham');

  const mine = await ownList<T>(ctx, path, member.cookie);
  expect(mine.map(({ id, beachName, beachSlug }) => ({ id, beachName, beachSlug }))).toEqual([
    { id: newer, beachName: 'Bantham', beachSlug: 'bantham' },
    { id: older, beachName: 'Saunton Sands', beachSlug: 'saunton-sands' },
  ]);
  const others = await ownList<T>(ctx, path, other.cookie);
  expect(others.map((item) => item.id)).toEqual([theirs]);
  return mine;
}
