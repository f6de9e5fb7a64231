import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '@shared/feedback';
import { createUser, type TestUser } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let author: TestUser;
let stranger: TestUser;
let beachId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx, { firstName: 'Bryony', lastName: 'Penrose' });
  stranger = await createUser(ctx, { firstName: 'Ezra', lastName: 'Quick' });
  beachId = (await ctx.app.catalogue.find('saunton-sands')).id;
});
afterAll(async () => ctx.close());

type Feedback = {
  id: number;
  content: string;
  isPublic: boolean;
  beachName: string | null;
  user: { firstName: string; lastName: string };
};

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie = '',
  payload?: object,
) => ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
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
      user: { firstName: 'Bryony', lastName: 'Penrose' },
    });
    const listed = (await publicList()).find((item) => item.id === created.id);
    // In public, a last name is shown as its initial.
    expect(listed?.user).toEqual({ firstName: 'Bryony', lastName: 'P.' });
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
      user: { firstName: 'Ezra', lastName: 'Quick' },
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
