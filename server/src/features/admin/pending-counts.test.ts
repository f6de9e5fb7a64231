import { describe, expect, it } from 'vitest';
import type { PendingCounts } from '@shared/admin';
import { contactSubmissions, ruleReports, walkingRoutes } from '../../db/schema';
import type { TestUser } from '../../../test/accounts';
import { useFixture, type Call } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext, call: Call, admin: string, member: TestUser, beachId: number;
useFixture({ admin: true, users: ['Kerensa Hocking'], beach: 'bantham' }, (fixture) => {
  ({ ctx, call, admin, beachId } = fixture);
  [member] = fixture.users;
});

const counts = async () => {
  const response = await call('GET', '/api/admin/pending-counts', admin);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<PendingCounts>();
};

const route = (isApproved: boolean) => ({
  beachId,
  userId: member.id,
  routeName: 'Loop',
  description: 'Round the headland.',
  estimatedDuration: 60,
  distanceKm: '4.00',
  startingPoint: 'Car park',
  submittedBy: 'Kerensa Hocking',
  isApproved,
});

describe('GET /api/admin/pending-counts', () => {
  it('is for administrators only', async () => {
    expect((await call('GET', '/api/admin/pending-counts')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/pending-counts', member.cookie)).statusCode).toBe(401);
  });

  it('counts nothing on an empty back office', async () => {
    expect(await counts()).toEqual({ routes: 0, ruleReports: 0, messages: 0 });
  });

  it('counts routes to approve, open rule reports and unread messages, in one answer', async () => {
    const { db } = ctx.database;
    await db.insert(walkingRoutes).values([route(false), route(false), route(true)]);
    await db.insert(ruleReports).values([
      { beachId, userId: member.id, report: 'The sign says leads all year.' },
      { beachId, userId: member.id, report: 'Old news.', status: 'resolved' },
    ]);
    await db.insert(contactSubmissions).values([
      { name: 'A', email: 'a@example.org', message: 'Hello' },
      { name: 'B', email: 'b@example.org', message: 'Hi', isRead: true },
      { name: 'C', email: 'c@example.org', message: 'Hey' },
      { name: 'D', email: 'd@example.org', message: 'Yo' },
    ]);
    expect(await counts()).toEqual({ routes: 2, ruleReports: 1, messages: 3 });
  });
});
