import { z } from 'zod';
import { requiredText } from './form-fields';
import { capitalisedLabels } from './labels';

/**
 * Feedback: the beach page's dialog offers general, positive, 'Issue or Concern' (negative) and
 * suggestion; the feedback page comment, suggestion and issue.
 */
export const dialogFeedbackTypes = ['general', 'positive', 'negative', 'suggestion'] as const;
export const pageFeedbackTypes = ['comment', 'suggestion', 'issue'] as const;
export const feedbackTypes = [...dialogFeedbackTypes, 'comment', 'issue'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

/** Each type's name capitalised, but for the dialog's own word for negative feedback. */
export const feedbackTypeLabels: Record<FeedbackType, string> = {
  ...capitalisedLabels(feedbackTypes),
  negative: 'Issue or Concern',
};

export const maxFeedbackLength = 2000;

export const feedbackMessages = {
  contentRequired: 'Please provide your feedback content.',
  contentTooLong: `Feedback must be at most ${maxFeedbackLength} characters`,
  notFound: 'Feedback not found',
  notYours: 'You can only change your own feedback',
} as const;

/** Trimmed, non-empty content: the form trims before sending and refuses blank. */
export const feedbackContentSchema = requiredText(
  feedbackMessages.contentRequired,
  maxFeedbackLength,
  feedbackMessages.contentTooLong,
);

export const createFeedbackBodySchema = z.object({
  beachId: z.coerce.number().int().positive().nullish(),
  feedbackType: z.enum(feedbackTypes).default('general'),
  content: feedbackContentSchema,
  isPublic: z.boolean().default(true),
});
export type CreateFeedbackBody = z.input<typeof createFeedbackBodySchema>;

export const updateFeedbackBodySchema = z.object({
  content: feedbackContentSchema,
  isPublic: z.boolean().optional(),
});
export type UpdateFeedbackBody = z.infer<typeof updateFeedbackBodySchema>;

export const feedbackSchema = z.object({
  id: z.number().int(),
  feedbackType: z.enum(feedbackTypes),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  beachId: z.number().int().nullable(),
  beachName: z.string().nullable(),
  isPublic: z.boolean(),
  /** "Sam T.": never the full surname. */
  authorName: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * The signed-in member's own feedback (`GET /api/my/feedback`): each links to its beach by slug,
 * none for general feedback.
 */
export const myFeedbackSchema = feedbackSchema.extend({ beachSlug: z.string().nullable() });
export type MyFeedbackItem = z.infer<typeof myFeedbackSchema>;
