import { describe, expect, it } from 'vitest';
import type { AdminFeedback } from '@shared/admin';
import type { Beach } from '@shared/beaches';
import type { TestUser } from '../../../test/accounts';
import { latestAudit, send } from '../../../test/admin';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext, admin: string, ada: TestUser, bryok: TestUser, beach: Beach;
useFixture({ admin: true, users: ['Ada', 'Bryok'], beach: 'bantham' }, (fixture) => {
  ({ ctx, admin, beach } = fixture);
  [ada, bryok] = fixture.users;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie = admin, payload?: object) =>
  send(ctx, method, url, cookie, payload);
const audit = () => latestAudit(ctx, admin);

describe('feedback moderation', () => {
  it('lists all feedback, private included, and removes it', async () => {
    await call('POST', '/api/feedback', bryok.cookie, {
      feedbackType: 'issue',
      content: 'Private note for the team',
      isPublic: false,
    });
    await call('POST', '/api/feedback', ada.cookie, {
      beachId: beach.id,
      feedbackType: 'positive',
      content: 'Great beach',
    });

    const feedback = (await call('GET', '/api/admin/feedback')).json<AdminFeedback[]>();
    expect(feedback.map((item) => [item.content, item.isPublic, item.beachName])).toEqual([
      ['Great beach', true, beach.name],
      ['Private note for the team', false, null],
    ]);
    // The public never sees the private one.
    const publicFeedback = (await call('GET', `/api/beaches/${beach.id}/feedback`, '')).json<
      { content: string }[]
    >();
    expect(publicFeedback.map((item) => item.content)).not.toContain('Private note for the team');

    const privateOne = feedback[1]!;
    expect((await call('DELETE', `/api/admin/feedback/${privateOne.id}`)).json()).toEqual({
      message: 'Feedback removed',
    });
    expect(await audit()).toMatchObject({
      action: 'feedback.delete',
      summary: 'Private issue feedback',
    });
    expect((await call('DELETE', `/api/admin/feedback/${privateOne.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/feedback')).json<AdminFeedback[]>()).toHaveLength(1);
  });
});
