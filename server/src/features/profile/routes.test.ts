import { describe, expect, it } from 'vitest';
import { contributionTotal, type ContributionCounts } from '@shared/profile';
import type { TestUser } from '../../../test/accounts';
import { send } from '../../../test/admin';
import { useFixture } from '../../../test/fixture';
import type { TestContext } from '../../../test/helper';
import { createdId, expectSignedOutRefused, uploadedPhotoId } from '../../../test/own-list';

let ctx: TestContext, member: TestUser, other: TestUser, beachId: number;
useFixture({ users: ['Wenna Trevail', 'Jago Penrose'], beach: 'croyde-bay' }, (fixture) => {
  ({ ctx, beachId } = fixture);
  [member, other] = fixture.users;
});

const counts = async (user: TestUser) => {
  const response = await send(ctx, 'GET', '/api/my/contributions', user.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<ContributionCounts>();
};

/** One contribution of each kind by `user`, each through its own call, at the fixture's beach. */
async function contributeOneOfEach(user: TestUser) {
  const post = (url: string, payload: object) => createdId(ctx, url, user.cookie, payload);
  await post(`/api/beaches/${beachId}/reviews`, { rating: 4, reviewText: 'Wide sands' });
  await post(`/api/beaches/${beachId}/checkins`, { dogCount: 2 });
  await post(`/api/beaches/${beachId}/rule-reports`, { report: 'A new sign at the slipway.' });
  await post('/api/routes', {
    beachId,
    routeName: 'Baggy Point loop',
    startingPoint: 'National Trust car park',
    difficulty: 'moderate',
    estimatedDuration: 90,
    distanceKm: 5,
    description: 'Out along the headland and back.',
    submittedBy: 'Wenna T.',
  });
  await post('/api/feedback', { beachId, feedbackType: 'general', content: 'Water bowls.' });
  await uploadedPhotoId(ctx, beachId, user.cookie);
}

describe('GET /api/my/contributions', () => {
  it('is refused signed out', async () => {
    await expectSignedOutRefused(ctx, '/api/my/contributions');
  });

  it('counts every kind of contribution, the member’s own only', async () => {
    const none = { reviews: 0, checkins: 0, ruleReports: 0, walks: 0, feedback: 0, photos: 0 };
    expect(await counts(member)).toEqual(none);

    await contributeOneOfEach(member);
    await createdId(ctx, '/api/feedback', other.cookie, {
      beachId,
      feedbackType: 'general',
      content: 'Not the member’s.',
    });

    const mine = await counts(member);
    expect(mine).toEqual({
      reviews: 1,
      checkins: 1,
      ruleReports: 1,
      walks: 1,
      feedback: 1,
      photos: 1,
    });
    expect(contributionTotal(mine)).toBe(6);
    expect(await counts(other)).toEqual({ ...none, feedback: 1 });
  });
});
