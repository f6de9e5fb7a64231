import { describe, expect, it } from 'vitest';
import type { AdminReview } from '@shared/admin';
import type { Beach } from '@shared/beaches';
import type { TestUser } from '../../../test/accounts';
import { latestAudit, send } from '../../../test/admin';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext, admin: string, writers: readonly TestUser[], beach: Beach;
useFixture({ admin: true, users: ['Ada', 'Bryok', 'Cador'], beach: 'bantham' }, (fixture) => {
  ({ ctx, admin, beach } = fixture);
  writers = fixture.users;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie = admin, payload?: object) =>
  send(ctx, method, url, cookie, payload);
const audit = () => latestAudit(ctx, admin);

describe('review moderation', () => {
  it('pages every review newest first and deletes one, renewing the rating', async () => {
    for (const [index, writer] of writers.entries()) {
      const response = await call('POST', `/api/beaches/${beach.id}/reviews`, writer.cookie, {
        rating: [5, 4, 1][index],
        reviewText: `Review ${index}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const first = await call('GET', '/api/admin/reviews?page=1&pageSize=2');
    expect(first.headers['x-total-count']).toBe('3');
    const firstPage = first.json<AdminReview[]>();
    expect(firstPage.map((review) => review.reviewText)).toEqual(['Review 2', 'Review 1']);
    expect(firstPage[0]).toMatchObject({
      beachId: beach.id,
      beachName: beach.name,
      beachSlug: beach.slug,
      rating: 1,
    });
    const second = (await call('GET', '/api/admin/reviews?page=2&pageSize=2')).json<
      AdminReview[]
    >();
    expect(second.map((review) => review.reviewText)).toEqual(['Review 0']);
    expect((await call('GET', '/api/admin/reviews?pageSize=0')).statusCode).toBe(400);

    const before = (await call('GET', `/api/beaches/${beach.id}`, '')).json<Beach>();
    expect(before).toMatchObject({ averageRating: 3.33, totalReviews: 3 });
    const removed = await call('DELETE', `/api/admin/reviews/${firstPage[0]!.id}`);
    expect(removed.json()).toEqual({ message: 'Review deleted' });
    const after = (await call('GET', `/api/beaches/${beach.id}`, '')).json<Beach>();
    expect(after).toMatchObject({ averageRating: 4.5, totalReviews: 2 });
    const stats = (await call('GET', '/api/stats', '')).json<{ totalReviews: number }>();
    expect(stats.totalReviews).toBe(2);
    expect((await call('DELETE', `/api/admin/reviews/${firstPage[0]!.id}`)).statusCode).toBe(404);

    const entry = await audit();
    expect(entry).toMatchObject({ action: 'review.delete', after: null });
    expect(entry.summary).toBe(`1-star review by Cador P. of ${beach.name}`);
    expect(entry.before).toMatchObject({ rating: 1, reviewText: 'Review 2' });
  });
});
