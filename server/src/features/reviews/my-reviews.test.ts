import { describe, expect, it } from 'vitest';
import type { MyReview } from '@shared/reviews';
import type { TestUser } from '../../../test/accounts';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';
import { createdId, expectOwnRowsOnly, expectSignedOutRefused } from '../../../test/own-list';

let ctx: TestContext, members: readonly [TestUser, TestUser];
useFixture({ users: ['Hedra Vosper', 'Piran Olds'] }, (fixture) => {
  ({ ctx, users: members } = fixture);
});

describe('GET /api/my/reviews', () => {
  it('is refused signed out', async () => {
    await expectSignedOutRefused(ctx, '/api/my/reviews');
  });

  it("lists the member's own reviews, newest first, each naming its beach", async () => {
    const mine = await expectOwnRowsOnly<MyReview>(ctx, '/api/my/reviews', members, (user, slug) =>
      createdId(ctx, `/api/beaches/${slug}/reviews`, user.cookie, {
        rating: slug === 'bantham' ? 4 : 5,
        reviewText: `Dogs welcome at ${slug}`,
      }),
    );
    expect(mine.map(({ rating, reviewText }) => ({ rating, reviewText }))).toEqual([
      { rating: 4, reviewText: 'Dogs welcome at bantham' },
      { rating: 5, reviewText: 'Dogs welcome at saunton-sands' },
    ]);
  });
});
