import { describe, expect, it } from 'vitest';
import type { MyCheckin } from '@shared/checkins';
import type { MyFeedbackItem } from '@shared/feedback';
import type { MyPhoto } from '@shared/photos';
import type { MyReview } from '@shared/reviews';
import type { MyRuleReport } from '@shared/rule-reports';
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
  uploadedPhotoId,
} from '../../../test/own-list';

let ctx: TestContext, members: readonly [TestUser, TestUser], admin: string;
useFixture({ users: ['Tamsin Rowe', 'Jago Penrose'], admin: true }, (fixture) => {
  ({ ctx, admin, users: members } = fixture);
});

const beachIdOf = async (slug: string) => (await ctx.app.catalogue.find(slug)).id;

/** An administrator's PUT (resolving a report, approving a route) succeeds. */
const asAdmin = async (url: string) => {
  const response = await send(ctx, 'PUT', url, admin);
  expect(response.statusCode, response.body).toBe(200);
};

/** The member's list at `path`, read again. */
const mine = <T>(path: string) => ownList<T>(ctx, path, members[0].cookie);

interface OwnListCase<T> {
  path: string;
  /** Adds a row by `user` at the beach with `slug`: its id. */
  make: (user: TestUser, slug: string) => Promise<number>;
  /** What the member's two rows (newest first) say of their own kind. */
  rows: Partial<T>[];
  /** What happens to them afterwards, if anything. */
  then?: (listed: T[]) => Promise<void>;
}

/** Keeps each case's row type while the table holds them all. */
const ownListCase = <T>(listCase: OwnListCase<T>) => listCase as OwnListCase<unknown>;

/** `make` for a beach's own call (`/api/beaches/{slug}/{kind}`) with `payload` for that beach. */
const postAtBeach =
  (kind: string, payload: (slug: string) => object) => (user: TestUser, slug: string) =>
    createdId(ctx, `/api/beaches/${slug}/${kind}`, user.cookie, payload(slug));

let dogs = 0;
const lists = [
  ownListCase<MyReview>({
    path: '/api/my/reviews',
    make: postAtBeach('reviews', (slug) => ({
      rating: slug === 'bantham' ? 4 : 5,
      reviewText: `Dogs welcome at ${slug}`,
    })),
    rows: [
      { rating: 4, reviewText: 'Dogs welcome at bantham' },
      { rating: 5, reviewText: 'Dogs welcome at saunton-sands' },
    ],
  }),
  ownListCase<MyCheckin>({
    path: '/api/my/checkins',
    make: postAtBeach('checkins', () => ({ dogCount: ++dogs, mood: 'happy' })),
    rows: [
      { dogCount: 3, mood: 'happy' },
      { dogCount: 1, mood: 'happy' },
    ],
  }),
  ownListCase<MyRuleReport>({
    path: '/api/my/rule-reports',
    make: postAtBeach('rule-reports', (slug) => ({
      report: `A new sign at ${slug}: dogs on leads all year.`,
    })),
    // Each is open until an administrator resolves it.
    rows: [{ status: 'open' }, { status: 'open' }],
    then: async ([newer, older]) => {
      await asAdmin(`/api/admin/rule-reports/${older!.id}/resolve`);
      const [newerNow, olderNow] = await mine<MyRuleReport>('/api/my/rule-reports');
      expect(newerNow).toEqual({ ...newer, resolvedAt: null });
      expect(olderNow).toMatchObject({
        id: older!.id,
        report: 'A new sign at saunton-sands: dogs on leads all year.',
        status: 'resolved',
      });
      expect(Date.parse(olderNow!.resolvedAt!)).not.toBeNaN();
      // Nothing of the back office's side reaches the member.
      expect(newerNow).not.toHaveProperty('reporter');
    },
  }),
  ownListCase<MyWalkingRoute>({
    path: '/api/my/walks',
    make: async (user, slug) =>
      createdId(ctx, '/api/routes', user.cookie, {
        beachId: await beachIdOf(slug),
        routeName: `Dune loop at ${slug}`,
        startingPoint: 'The car park',
        difficulty: 'easy',
        estimatedDuration: 45,
        distanceKm: 2.5,
        description: 'Along the dunes and back by the lane.',
        submittedBy: 'A walker',
      }),
    // Each is pending until an administrator approves it.
    rows: [{ isApproved: false }, { isApproved: false }],
    then: async ([newer, older]) => {
      await asAdmin(`/api/admin/routes/${older!.id}/approve`);
      const now = await mine<MyWalkingRoute>('/api/my/walks');
      expect(now.map(({ id, routeName, isApproved }) => ({ id, routeName, isApproved }))).toEqual([
        { id: newer!.id, routeName: 'Dune loop at bantham', isApproved: false },
        { id: older!.id, routeName: 'Dune loop at saunton-sands', isApproved: true },
      ]);
      // The submitter's e-mail stays with the back office.
      expect(now[0]).not.toHaveProperty('submitterEmail');
    },
  }),
  ownListCase<MyPhoto>({
    path: '/api/my/photos',
    make: (user, slug) => uploadedPhotoId(ctx, slug, user.cookie),
    rows: [
      { photoUrl: expect.stringMatching(/^\/uploads\/community\/.+\.webp$/) },
      { photoUrl: expect.stringMatching(/^\/uploads\/community\/.+\.webp$/) },
    ],
  }),
  ownListCase<MyFeedbackItem>({
    path: '/api/my/feedback',
    make: async (user, slug) =>
      createdId(ctx, '/api/feedback', user.cookie, {
        beachId: await beachIdOf(slug),
        feedbackType: 'general',
        content: `Water bowls at ${slug}.`,
      }),
    rows: [{ content: 'Water bowls at bantham.' }, { content: 'Water bowls at saunton-sands.' }],
    // General feedback, about no beach, has no beach to link to.
    then: async () => {
      const general = await createdId(ctx, '/api/feedback', members[0].cookie, {
        feedbackType: 'general',
        content: 'More bins, please.',
      });
      const [newest] = await mine<MyFeedbackItem>('/api/my/feedback');
      expect(newest).toMatchObject({
        id: general,
        beachId: null,
        beachName: null,
        beachSlug: null,
      });
    },
  }),
];

describe.each(lists)('GET $path', ({ path, make, rows, then }) => {
  it('is refused signed out', async () => {
    await expectSignedOutRefused(ctx, path);
  });

  it("lists the member's own rows only, newest first, each naming and linking its beach", async () => {
    const listed = await expectOwnRowsOnly(ctx, path, members, make);
    expect(listed).toMatchObject(rows);
    await then?.(listed);
  });
});
