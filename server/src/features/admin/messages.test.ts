import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, ContactMessage } from '@shared/admin';
import { contactSubmissions } from '../../db/schema';
import { adminCookie, latestAudit, send } from '../../../test/admin';
import { buildTestApp, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await adminCookie(ctx);
});
afterAll(async () => ctx.close());

const call = (method: 'GET' | 'PUT', url: string, cookie = admin, payload?: object) =>
  send(ctx, method, url, cookie, payload);
const audit = () => latestAudit(ctx, admin);

describe('contact messages', () => {
  it('lists unread first, then newest, and marks them read and unread', async () => {
    const { db } = ctx.database;
    const inserted = await db
      .insert(contactSubmissions)
      .values([
        {
          name: 'Old unread',
          email: 'a@example.org',
          message: 'Hello',
          createdAt: new Date('2026-01-01'),
        },
        {
          name: 'Read one',
          email: 'b@example.org',
          message: 'Hi',
          isRead: true,
          createdAt: new Date('2026-06-01'),
        },
        {
          name: 'New unread',
          email: 'c@example.org',
          subject: 'Parking',
          message: 'Where?',
          createdAt: new Date('2026-05-01'),
        },
      ])
      .returning();
    const list = await call('GET', '/api/admin/messages');
    expect(list.headers['x-total-count']).toBe('3');
    expect(list.json<ContactMessage[]>().map((message) => message.name)).toEqual([
      'New unread',
      'Old unread',
      'Read one',
    ]);

    const target = inserted[0]!;
    const marked = await call('PUT', `/api/admin/messages/${target.id}/read`, admin, {
      isRead: true,
    });
    expect(marked.json()).toMatchObject({ id: target.id, isRead: true });
    expect(await audit()).toMatchObject({
      action: 'message.read',
      before: { isRead: false },
      after: { isRead: true },
    });
    const unmarked = await call('PUT', `/api/admin/messages/${target.id}/read`, admin, {
      isRead: false,
    });
    expect(unmarked.json()).toMatchObject({ isRead: false });
    expect((await call('PUT', '/api/admin/messages/999999/read', admin, {})).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/admin/messages/${target.id}/read`, admin, { isRead: 'yes' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the audit log', () => {
  it('pages newest first and names the administrator', async () => {
    const all = await call('GET', '/api/admin/audit?pageSize=200');
    const entries = all.json<AuditEntry[]>();
    expect(Number(all.headers['x-total-count'])).toBe(entries.length);
    // At least the read and unread marks above.
    expect(entries.length).toBeGreaterThanOrEqual(2);
    const times = entries.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const entry of entries) {
      expect(entry.admin).toMatchObject({ username: 'warden', name: 'Admin warden' });
    }
  });
});
