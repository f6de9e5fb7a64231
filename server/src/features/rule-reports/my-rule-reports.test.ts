import { describe, expect, it } from 'vitest';
import type { MyRuleReport } from '@shared/rule-reports';
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
useFixture({ users: ['Kerensa Hocking', 'Piran Olds'], admin: true }, (fixture) => {
  ({ ctx, admin, users: members } = fixture);
});

describe('GET /api/my/rule-reports', () => {
  it('is refused signed out', async () => {
    await expectSignedOutRefused(ctx, '/api/my/rule-reports');
  });

  it("lists the member's own reports, newest first, each open until resolved", async () => {
    const listed = await expectOwnRowsOnly<MyRuleReport>(
      ctx,
      '/api/my/rule-reports',
      members,
      (user, slug) =>
        createdId(ctx, `/api/beaches/${slug}/rule-reports`, user.cookie, {
          report: `A new sign at ${slug}: dogs on leads all year.`,
        }),
    );
    expect(listed.map((item) => item.status)).toEqual(['open', 'open']);
    const [newer, older] = listed;
    const resolved = await send(ctx, 'PUT', `/api/admin/rule-reports/${older!.id}/resolve`, admin);
    expect(resolved.statusCode).toBe(200);

    const mine = await ownList<MyRuleReport>(ctx, '/api/my/rule-reports', members[0].cookie);
    expect(mine[0]).toEqual({ ...newer, resolvedAt: null });
    expect(mine[1]).toMatchObject({
      id: older!.id,
      report: 'A new sign at saunton-sands: dogs on leads all year.',
      status: 'resolved',
    });
    expect(Date.parse(mine[1]!.resolvedAt!)).not.toBeNaN();
    // Nothing of the back office's side reaches the member.
    expect(mine[0]).not.toHaveProperty('reporter');
  });
});
