import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { feedbackMessages } from '@shared/feedback';
import { createUser, type TestUser } from '../../../test/accounts';
import { userFeedback, userSessions, users } from '../../db/schema';
import { emailNotVerified } from '../auth/current-user';
import { useFixture, type Call } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext, call: Call, author: TestUser, stranger: TestUser, beachId: number;
useFixture({ users: ['Bryony Penrose', 'Ezra Quick'], beach: 'saunton-sands' }, (fixture) => {
  ({ ctx, call, beachId } = fixture);
  [author, stranger] = fixture.users;
});

type Feedback = {
  id: number;
  content: string;
  isPublic: boolean;
  beachName: string | null;
  authorName: string;
};

const leave = async (payload: object, cookie = author.cookie) => {
  const response = await call('POST', '/api/feedback', cookie, payload);
  expect(response.statusCode).toBe(201);
  return response.json<Feedback>();
};
const publicList = async () =>
  (await call('GET', `/api/beaches/${beachId}/feedback`)).json<Feedback[]>();
const mine = async (cookie: string) =>
  (await call('GET', '/api/my/feedback', cookie)).json<Feedback[]>();

describe('feedback', () => {
  it('trims the content, defaults to public, and lists it on the beach', async () => {
    const created = await leave({
      beachId,
      feedbackType: 'positive',
      content: '  Lovely dunes.  ',
    });
    expect(created).toMatchObject({
      content: 'Lovely dunes.',
      feedbackType: 'positive',
      isPublic: true,
      beachId,
      beachName: 'Saunton Sands',
      authorName: 'Bryony P.',
    });
    const listed = (await publicList()).find((item) => item.id === created.id);
    // The surname never leaves the server: only its initial.
    expect(listed?.authorName).toBe('Bryony P.');
    expect(JSON.stringify(await publicList())).not.toContain('Penrose');
  });

  it('shows private feedback only to its author', async () => {
    const secret = await leave({
      beachId,
      feedbackType: 'issue',
      content: 'Broken gate',
      isPublic: false,
    });
    expect((await publicList()).map((item) => item.id)).not.toContain(secret.id);
    expect((await mine(author.cookie)).map((item) => item.id)).toContain(secret.id);
    expect((await mine(stranger.cookie)).map((item) => item.id)).not.toContain(secret.id);
  });

  it('stores each post with its own author, beach and time (one statement, prepared once)', async () => {
    const first = await leave({ beachId, feedbackType: 'comment', content: 'First' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await leave(
      { feedbackType: 'issue', content: 'Second', isPublic: false },
      stranger.cookie,
    );
    expect(second.id).toBeGreaterThan(first.id);
    expect(second).toMatchObject({
      beachId: null,
      isPublic: false,
      authorName: 'Ezra Q.',
    });
    const times = [first, second].map((item) =>
      Date.parse((item as Feedback & { createdAt: string }).createdAt),
    );
    expect(times[1]).toBeGreaterThan(times[0]!);
  });

  it('takes general feedback without a beach', async () => {
    const general = await leave({ feedbackType: 'comment', content: 'Great site', isPublic: true });
    expect(general).toMatchObject({ beachId: null, beachName: null });
  });

  it('refuses empty content and bad types', async () => {
    for (const payload of [{ content: '   ' }, { content: '' }, {}]) {
      const response = await call('POST', '/api/feedback', author.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(feedbackMessages.contentRequired);
    }
    const badType = await call('POST', '/api/feedback', author.cookie, {
      content: 'x',
      feedbackType: 'rant',
    });
    expect(badType.statusCode).toBe(400);
    const unknownBeach = await call('POST', '/api/feedback', author.cookie, {
      beachId: 999_999,
      content: 'x',
    });
    expect(unknownBeach.statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await call('POST', '/api/feedback', '', { content: 'x' })).statusCode).toBe(401);
    expect((await call('GET', '/api/my/feedback')).statusCode).toBe(401);
  });

  it('stores a post only for a live session whose owner is verified: 401, 403, 404 as before', async () => {
    const db = ctx.database.db;
    const countOf = async (userId: string) =>
      (await db.select().from(userFeedback).where(eq(userFeedback.userId, userId))).length;
    const post = (cookie: string, payload: object = { beachId, content: 'Tide came in fast' }) =>
      call('POST', '/api/feedback', cookie, payload);

    const unverified = await createUser(ctx);
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    const refused = await post(unverified.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: emailNotVerified });

    const expired = await createUser(ctx);
    await db
      .update(userSessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(userSessions.owner, expired.id));
    expect((await post(expired.cookie)).statusCode).toBe(401);

    // A cookie whose signature does not hold, and a signed-out one.
    const forged = `${stranger.cookie.slice(0, -3)}abc`;
    expect((await post(forged)).statusCode).toBe(401);
    const leaving = await createUser(ctx);
    await call('POST', '/api/auth/logout', leaving.cookie);
    expect((await post(leaving.cookie)).statusCode).toBe(401);

    // Who you are is answered before which beach: 401 and 403 for an unknown beach too.
    const unknown = { beachId: 999_999, content: 'x' };
    expect((await post('', unknown)).statusCode).toBe(401);
    expect((await post(unverified.cookie, unknown)).statusCode).toBe(403);
    expect((await post(expired.cookie, unknown)).statusCode).toBe(401);

    for (const user of [unverified, expired, leaving]) expect(await countOf(user.id)).toBe(0);
  });

  it('checks the session in the insert itself, and pushes it on as any signed-in request does', async () => {
    const user = await createUser(ctx, { firstName: 'Tamsin' });
    const soon = new Date(Date.now() + 24 * 60 * 60_000);
    const db = ctx.database.db;
    await db.update(userSessions).set({ expire: soon }).where(eq(userSessions.owner, user.id));
    // No separate "who is this?" before the insert (one round trip on a PostgreSQL server).
    const lookups = vi.spyOn(ctx.app.userSessions, 'read');
    const response = await call('POST', '/api/feedback', user.cookie, { content: 'Good bins' });
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
    expect(response.statusCode).toBe(201);
    expect(response.json<Feedback>().authorName).toBe('Tamsin P.');
    expect(response.cookies.map((cookie) => cookie.name)).toContain('ddb_session');
    const [row] = await db.select().from(userSessions).where(eq(userSessions.owner, user.id));
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60_000);
    // Used again at once: the row is not rewritten, and no cookie is sent.
    const again = await call('POST', '/api/feedback', user.cookie, { content: 'Good bins too' });
    expect(again.statusCode).toBe(201);
    expect(again.cookies).toEqual([]);
  });

  it('lets only the author edit or delete, and leaves it unchanged for anyone else', async () => {
    const created = await leave({ beachId, content: 'Parking fills by 10am' });
    const url = `/api/feedback/${created.id}`;

    const theirEdit = await call('PUT', url, stranger.cookie, { content: 'Hacked' });
    expect(theirEdit.statusCode).toBe(403);
    expect((await call('DELETE', url, stranger.cookie)).statusCode).toBe(403);
    expect((await call('PUT', url, '', { content: 'Hacked' })).statusCode).toBe(401);
    expect((await mine(author.cookie)).find((item) => item.id === created.id)?.content).toBe(
      'Parking fills by 10am',
    );

    expect((await call('PUT', url, author.cookie, { content: '  ' })).statusCode).toBe(400);
    const edited = await call('PUT', url, author.cookie, { content: ' Parking fills by 9am ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Feedback>().content).toBe('Parking fills by 9am');

    expect((await call('DELETE', url, author.cookie)).statusCode).toBe(200);
    expect((await mine(author.cookie)).map((item) => item.id)).not.toContain(created.id);
    expect((await call('DELETE', url, author.cookie)).statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/feedback/abc', author.cookie, { content: 'x' })).statusCode,
    ).toBe(400);
  });
});
