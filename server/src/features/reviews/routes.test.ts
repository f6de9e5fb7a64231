import { describe, expect, it } from 'vitest';
import { reviewMessages } from '@shared/reviews';
import type { TestUser } from '../../../test/accounts';
import { useFixture, type Call } from '../../../test/fixture';

let call: Call, reviewer: TestUser, other: TestUser, beachId: number;
useFixture({ users: ['Hedra Vosper', 'Piran Olds'], beach: 'bantham' }, (fixture) => {
  ({ call, beachId } = fixture);
  [reviewer, other] = fixture.users;
});

const beach = async () =>
  (await call('GET', `/api/beaches/${beachId}`)).json<{
    averageRating: number;
    totalReviews: number;
  }>();
const stats = async () =>
  (await call('GET', '/api/stats')).json<{ totalReviews: number; averageRating: number }>();

describe('reviews', () => {
  it('adds one review per user and beach, and the rating, count and stats follow', async () => {
    expect(await beach()).toMatchObject({ averageRating: 0, totalReviews: 0 });
    const statsBefore = await stats();

    const first = await call('POST', `/api/beaches/${beachId}/reviews`, reviewer.cookie, {
      rating: 5,
      reviewText: ' Huge sands at low tide. ',
      visitDate: '2026-08-14',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      beachId,
      rating: 5,
      reviewText: 'Huge sands at low tide.',
      visitDate: '2026-08-14',
      reviewerName: 'Hedra V.',
    });
    const again = await call('POST', `/api/beaches/${beachId}/reviews`, reviewer.cookie, {
      rating: 1,
      reviewText: 'Second go',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: reviewMessages.alreadyReviewed });

    await call('POST', '/api/beaches/bantham/reviews', other.cookie, {
      rating: 2,
      reviewText: 'Too busy in August',
    });
    expect(await beach()).toMatchObject({ averageRating: 3.5, totalReviews: 2 });
    const listed = await call('GET', `/api/beaches/${beachId}/reviews`);
    expect(listed.json<{ reviewerName: string }[]>().map((item) => item.reviewerName)).toEqual([
      'Piran O.',
      'Hedra V.',
    ]);
    const statsAfter = await stats();
    expect(statsAfter.totalReviews).toBe(statsBefore.totalReviews + 2);
    expect(statsAfter.averageRating).toBeGreaterThan(0);
  });

  it('lets only the author edit or delete a review', async () => {
    const mine = await call('GET', '/api/my/reviews', reviewer.cookie);
    const [own] = mine.json<{ id: number; beachName: string; beachSlug: string }[]>();
    expect(own).toMatchObject({ beachName: 'Bantham', beachSlug: 'bantham' });
    const url = `/api/reviews/${own!.id}`;

    expect((await call('PUT', url, other.cookie, { rating: 1, reviewText: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', url, other.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect(await beach()).toMatchObject({ averageRating: 3.5, totalReviews: 2 });

    const edited = await call('PUT', url, reviewer.cookie, {
      rating: 4,
      reviewText: 'Still great',
    });
    expect(edited.statusCode).toBe(200);
    expect(await beach()).toMatchObject({ averageRating: 3, totalReviews: 2 });

    expect((await call('DELETE', url, reviewer.cookie)).statusCode).toBe(200);
    expect(await beach()).toMatchObject({ averageRating: 2, totalReviews: 1 });
    expect((await call('DELETE', url, reviewer.cookie)).statusCode).toBe(404);
  });

  it.each([
    [{ rating: 0, reviewText: 'x' }, reviewMessages.ratingRange],
    [{ rating: 6, reviewText: 'x' }, reviewMessages.ratingRange],
    [{ rating: 4.5, reviewText: 'x' }, reviewMessages.ratingRange],
    [{ rating: 4, reviewText: '  ' }, reviewMessages.textRequired],
    [{ rating: 4, reviewText: 'x', visitDate: '2999-01-01' }, reviewMessages.visitDate],
    [{ rating: 4, reviewText: 'x', visitDate: '14/08/2026' }, reviewMessages.visitDate],
  ])('refuses %j', async (payload, message) => {
    const response = await call('POST', `/api/beaches/${beachId}/reviews`, other.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it('needs a signed-in user and a known beach', async () => {
    expect(
      (await call('POST', `/api/beaches/${beachId}/reviews`, '', { rating: 4, reviewText: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', '/api/beaches/no-such-beach/reviews', other.cookie, {
          rating: 4,
          reviewText: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/my/reviews')).statusCode).toBe(401);
  });
});
