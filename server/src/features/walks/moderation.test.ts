import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts';
import { latestAudit, send } from '../../../test/admin';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext, adminCookie: string, beachId: number;
useFixture({ admin: true, beach: 'woolacombe-beach' }, (fixture) => {
  ({ ctx, admin: adminCookie, beachId } = fixture);
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie = '') =>
  send(ctx, method, url, cookie);
const audit = () => latestAudit(ctx, adminCookie);

describe('walking route moderation', () => {
  it('lists pending routes first, approves and deletes them, and refuses everyone else', async () => {
    const user = await createUser(ctx);
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/routes',
      headers: { cookie: user.cookie },
      payload: {
        beachId,
        routeName: 'Mortehoe loop',
        description: 'Round the point.',
        difficulty: 'easy',
        estimatedDuration: 60,
        distanceKm: 4,
        startingPoint: 'Village car park',
        submittedBy: 'Jory Penhale',
        submitterEmail: 'jory@example.org',
      },
    });
    const { id } = submitted.json<{ id: number }>();

    for (const cookie of ['', user.cookie]) {
      expect((await call('GET', '/api/admin/routes', cookie)).statusCode).toBe(401);
      expect((await call('PUT', `/api/admin/routes/${id}/approve`, cookie)).statusCode).toBe(401);
      expect((await call('DELETE', `/api/admin/routes/${id}`, cookie)).statusCode).toBe(401);
    }

    const listed = (await call('GET', '/api/admin/routes', adminCookie)).json<
      { id: number; isApproved: boolean; submitterEmail: string; beachName: string }[]
    >();
    expect(listed[0]).toMatchObject({
      id,
      isApproved: false,
      submitterEmail: 'jory@example.org',
      submittedBy: 'Jory Penhale',
    });

    const approved = await call('PUT', `/api/admin/routes/${id}/approve`, adminCookie);
    expect(approved.json()).toMatchObject({ id, isApproved: true });
    expect(await audit()).toMatchObject({
      action: 'route.approve',
      summary: 'Mortehoe loop',
      after: { isApproved: true },
    });
    const publicList = await call('GET', `/api/beaches/${beachId}/routes`);
    expect(publicList.json<{ id: number }[]>().map((route) => route.id)).toContain(id);

    expect((await call('DELETE', `/api/admin/routes/${id}`, adminCookie)).statusCode).toBe(200);
    expect(await audit()).toMatchObject({ action: 'route.delete', summary: 'Mortehoe loop' });
    expect((await call('DELETE', `/api/admin/routes/${id}`, adminCookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/routes/${id}/approve`, adminCookie)).statusCode).toBe(
      404,
    );
    const after = await call('GET', `/api/beaches/${beachId}/routes`);
    expect(after.json<{ id: number }[]>().map((route) => route.id)).not.toContain(id);
  });
});
