import { describe, expect, it } from 'vitest';
import type { MyCheckin } from '@shared/checkins';
import type { TestUser } from '../../../test/accounts';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';
import { createdId, expectOwnRowsOnly, expectSignedOutRefused } from '../../../test/own-list';

let ctx: TestContext, members: readonly [TestUser, TestUser];
useFixture({ users: ['Tamsin Rowe', 'Jago Penrose'] }, (fixture) => {
  ({ ctx, users: members } = fixture);
});

describe('GET /api/my/checkins', () => {
  it('is refused signed out', async () => {
    await expectSignedOutRefused(ctx, '/api/my/checkins');
  });

  it("lists the member's own check-ins, newest first, each naming its beach", async () => {
    let dogs = 0;
    const mine = await expectOwnRowsOnly<MyCheckin>(
      ctx,
      '/api/my/checkins',
      members,
      (user, slug) =>
        createdId(ctx, `/api/beaches/${slug}/checkins`, user.cookie, {
          dogCount: ++dogs,
          mood: 'happy',
        }),
    );
    expect(mine.map(({ dogCount, mood }) => ({ dogCount, mood }))).toEqual([
      { dogCount: 3, mood: 'happy' },
      { dogCount: 1, mood: 'happy' },
    ]);
  });
});
