import { z } from 'zod';

/**
 * The beach a contribution is about, as the profile's lists name it and link to it
 * (`/beach/{beachSlug}`).
 */
export const contributionBeachShape = { beachName: z.string(), beachSlug: z.string() };

/** The kinds of contribution a member makes, in the order the profile shows their counts. */
export const contributionKinds = [
  'reviews',
  'checkins',
  'ruleReports',
  'walks',
  'feedback',
  'photos',
] as const;
export type ContributionKind = (typeof contributionKinds)[number];

/** `GET /api/my/contributions`: how many of each kind the signed-in member has made. */
export const contributionCountsSchema = z.object(
  Object.fromEntries(contributionKinds.map((kind) => [kind, z.number().int().min(0)])) as Record<
    ContributionKind,
    z.ZodNumber
  >,
);
export type ContributionCounts = z.infer<typeof contributionCountsSchema>;

/** Every contribution, whatever its kind. */
export const contributionTotal = (counts: ContributionCounts) =>
  contributionKinds.reduce((total, kind) => total + counts[kind], 0);
