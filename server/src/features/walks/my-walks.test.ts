import { describe, expect, it } from 'vitest';
import type { MyWalkingRoute } from '@shared/walks';
import type { TestUser } from '../../../test/accounts';
import { send } from '../../../test/admin';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';
import {
  createdId,
  expectOwnRowsOnly,
  expectSignedOutRefused,
  ownList,
} from '../../../test/own-list';

let ctx: TestContext, members: readonly [TestUser, TestUser], admin: string;
useFixture({ users: ['Loveday Nance', 'Ross Carne'], admin: true }, (fixture) => {
  ({ ctx, admin, users: members } = fixture);
});

const submit = async (user: TestUser, slug: string) =>
  createdId(ctx, '/api/routes', user.cookie, {
    beachId: (await ctx.app.catalogue.find(slug)).id,
    routeName: `Dune loop at ${slug}`,
    startingPoint: 'The car park',
    difficulty: 'easy',
    estimatedDuration: 45,
    distanceKm: 2.5,
    description: 'Along the dunes and back by the lane.',
    submittedBy: 'A walker',
  });

describe('GET /api/my/walks', () => {
  it('is refused signed out', async () => {
    await expectSignedOutRefused(ctx, '/api/my/walks');
  });

  it("lists the member's own routes, newest first, pending until approved", async () => {
    const listed = await expectOwnRowsOnly<MyWalkingRoute>(ctx, '/api/my/walks', members, submit);
    expect(listed.map((item) => item.isApproved)).toEqual([false, false]);
    const [newer, older] = listed;
    const approved = await send(ctx, 'PUT', `/api/admin/routes/${older!.id}/approve`, admin);
    expect(approved.statusCode).toBe(200);

    const mine = await ownList<MyWalkingRoute>(ctx, '/api/my/walks', members[0].cookie);
    expect(mine.map(({ id, routeName, isApproved }) => ({ id, routeName, isApproved }))).toEqual([
      { id: newer!.id, routeName: 'Dune loop at bantham', isApproved: false },
      { id: older!.id, routeName: 'Dune loop at saunton-sands', isApproved: true },
    ]);
    // The submitter's e-mail stays with the back office.
    expect(mine[0]).not.toHaveProperty('submitterEmail');
  });
});
