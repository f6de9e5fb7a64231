import { z } from 'zod';
import { reviewSchema } from './beaches';
import { requiredText, wholeNumberIn } from './form-fields';

/**
 * Reviews from our own verified users (never imported ones): one per user and beach,
 * stars 1 to 5, text and an optional visit date (not in the future).
 */
export const reviewMessages = {
  ratingRange: 'Choose a rating from 1 to 5 stars',
  textRequired: 'Please write a few words about your visit',
  textTooLong: 'Reviews must be at most 2000 characters',
  visitDate: 'Visit date must be a date in the past',
  alreadyReviewed: 'You have already reviewed this beach. You can edit your review instead.',
  notFound: 'Review not found',
  notYours: 'You can only change your own review',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const reviewFormSchema = z.object({
  rating: wholeNumberIn(1, 5, reviewMessages.ratingRange),
  reviewText: requiredText(reviewMessages.textRequired, 2000, reviewMessages.textTooLong),
  visitDate: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine(
      (value) =>
        value === null ||
        (isoDate.test(value) &&
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          // A day ahead of UTC is still "today" somewhere in the UK's evening.
          Date.parse(`${value}T00:00:00Z`) <= Date.now() + 24 * 60 * 60_000),
      { error: reviewMessages.visitDate },
    ),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewBody = z.infer<typeof reviewFormSchema>;

/** The signed-in user's own reviews (`GET /api/my/reviews`), with the beach's name. */
export const myReviewSchema = reviewSchema.extend({
  beachName: z.string(),
  beachSlug: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;
