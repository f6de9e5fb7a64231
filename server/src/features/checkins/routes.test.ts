import { beforeEach, describe, expect, it } from 'vitest';
import { checkinMessages, type Checkin, type CheckinsToday } from '@shared/checkins';
import type { TestUser } from '../../../test/accounts';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext, walker: TestUser, friend: TestUser, unverified: TestUser, beachId: number;
let clock: Date;
useFixture(
  {
    app: { env: { REQUIRE_EMAIL_VERIFICATION: 'false' } },
    users: [{}, {}, { verified: false }],
    beach: 'saunton-sands',
  },
  (fixture) => {
    ({ ctx, beachId } = fixture);
    [walker, friend, unverified] = fixture.users;
  },
);
beforeEach(() => {
  // 10:00 in London on a summer day; each test moves on a day so counts start at zero.
  clock = clock ? new Date(clock.getTime() + 24 * 3_600_000) : new Date('2026-07-01T09:00:00Z');
  ctx.app.catalogue.now = () => clock;
});

const checkIn = (payload: object, cookie = walker.cookie, beach: string | number = beachId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/beaches/${beach}/checkins`,
    payload,
    headers: cookie ? { cookie } : {},
  });
const today = async (beach: string | number = beachId) => {
  const response = await ctx.app.inject({ url: `/api/beaches/${beach}/checkins/today` });
  expect(response.statusCode).toBe(200);
  return response.json<CheckinsToday>();
};

describe('check-ins', () => {
  it('records a check-in and counts the dogs of the London day', async () => {
    expect(await today()).toEqual({ dogs: 0, checkins: 0 });
    const response = await checkIn({
      mood: 'happy',
      dogCount: 3,
      weatherCondition: 'sunny',
      message: '  Tide out, lots of space ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Checkin>()).toMatchObject({
      beachId,
      mood: 'happy',
      dogCount: 3,
      weatherCondition: 'sunny',
      message: 'Tide out, lots of space',
    });
    expect((await checkIn({}, friend.cookie)).json<Checkin>()).toMatchObject({
      dogCount: 1,
      mood: null,
      weatherCondition: null,
    });
    expect(await today()).toEqual({ dogs: 4, checkins: 2 });
    expect(await today('woolacombe-beach')).toEqual({ dogs: 0, checkins: 0 });
  });

  it('starts the count again at midnight in London, not UTC', async () => {
    // 23:30 BST is 22:30 UTC: still the same London day until 23:00 UTC.
    const day = clock.toISOString().slice(0, 10);
    clock = new Date(`${day}T22:30:00Z`);
    expect((await checkIn({ dogCount: 2 })).statusCode).toBe(201);
    expect((await today()).dogs).toBe(2);
    clock = new Date(`${day}T23:10:00Z`);
    expect(await today()).toEqual({ dogs: 0, checkins: 0 });
  });

  it('takes one check-in per user and beach every two hours', async () => {
    expect((await checkIn({ dogCount: 1 })).statusCode).toBe(201);
    const second = await checkIn({ dogCount: 2 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: checkinMessages.tooSoon });
    // Another beach is fine, and so is the same beach two hours on.
    expect((await checkIn({ dogCount: 1 }, walker.cookie, 'woolacombe-beach')).statusCode).toBe(
      201,
    );
    clock = new Date(clock.getTime() + 2 * 3_600_000 + 60_000);
    expect((await checkIn({ dogCount: 2 })).statusCode).toBe(201);
    expect(await today()).toEqual({ dogs: 3, checkins: 2 });
  });

  it('tells the signed-in user when they checked in, while another would be refused', async () => {
    const mine = async (cookie: string) =>
      (
        await ctx.app.inject({
          url: `/api/beaches/${beachId}/checkins/today`,
          headers: { cookie },
        })
      ).json<CheckinsToday>();
    expect(await mine(walker.cookie)).toEqual({ dogs: 0, checkins: 0, myCheckinAt: null });
    const created = (await checkIn({ dogCount: 2 })).json<Checkin>();
    expect(await mine(walker.cookie)).toEqual({
      dogs: 2,
      checkins: 1,
      myCheckinAt: created.createdAt,
    });
    // Nobody else's, and nothing about anyone for a visitor.
    expect((await mine(friend.cookie)).myCheckinAt).toBeNull();
    expect(await today()).toEqual({ dogs: 2, checkins: 1 });
    clock = new Date(clock.getTime() + 2 * 3_600_000 + 60_000);
    expect((await mine(walker.cookie)).myCheckinAt).toBeNull();
  });

  it('refuses bad input with the field and its message', async () => {
    for (const [payload, path, message] of [
      [{ dogCount: 0 }, 'dogCount', checkinMessages.dogCount],
      [{ dogCount: 11 }, 'dogCount', checkinMessages.dogCount],
      [{ dogCount: 1.5 }, 'dogCount', checkinMessages.dogCount],
      [{ dogCount: '2' }, 'dogCount', checkinMessages.dogCount],
      [{ mood: 'grumpy' }, 'mood', checkinMessages.mood],
      [{ weatherCondition: 'snow' }, 'weatherCondition', checkinMessages.weather],
      [{ message: 'x'.repeat(281) }, 'message', checkinMessages.messageTooLong],
    ] as const) {
      const response = await checkIn(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ path, message }] });
    }
    expect(await today()).toEqual({ dogs: 0, checkins: 0 });
  });

  it('needs a signed-in, verified user and a known beach', async () => {
    expect((await checkIn({}, '')).statusCode).toBe(401);
    expect((await checkIn({}, unverified.cookie)).statusCode).toBe(403);
    expect((await checkIn({}, walker.cookie, 'no-such-beach')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/beaches/no-such-beach/checkins/today' })).statusCode,
    ).toBe(404);
  });
});
