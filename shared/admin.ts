import { z } from 'zod';
import { accessTypes, amenityFlagsShape, areas, dogRuleSchema } from './beaches';
import {
  blankToNull,
  optionalImageUrl,
  optionalSlug,
  optionalText,
  requiredText,
} from './form-fields';

/* ----------------------------------------------------------------------------------------------
 * The back office's calls (docs/product.md, "Back office").
 * -------------------------------------------------------------------------------------------- */

/** The edit dialog's location options: Devon's areas and Plymouth, then the border counties. */
export const adminLocations = areas;

/** The edit dialog's access-type options and their labels. */
export const adminAccessTypeLabels = {
  'year-round': 'Year Round Access',
  seasonal: 'Seasonal',
  restricted: 'Some Restrictions',
  'no-dogs': 'No Dogs Allowed',
} as const;

/** The beach's optional text fields; a blank value is stored as null. */
export const beachTextFields = [
  'accessInfo',
  'seasonalRestrictions',
  'restrictionPeriod',
  'imageUrl',
  'fullAddress',
  'postcode',
  'placeId',
  'parkingInfo',
  'safetyNotes',
  'phone',
  'website',
  'aboutDescription',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'youtubeUrl',
] as const;
export type BeachTextField = (typeof beachTextFields)[number];

export const adminBeachMessages = {
  nameRequired: 'Beach name is required',
  descriptionRequired: 'Description is required',
  latitudeRequired: 'Latitude is required',
  longitudeRequired: 'Longitude is required',
  latitudeInvalid: 'Latitude must be a number between -90 and 90',
  longitudeInvalid: 'Longitude must be a number between -180 and 180',
  googleRatingInvalid: 'Google rating must be a number between 0 and 5',
  slugInvalid: 'Slug may only hold lower-case letters, digits and hyphens',
  slugTaken: 'Another beach already uses this slug',
  imageUrlInvalid:
    'Photo URL must be a web address (https://…) or a path on this site (/uploads/…)',
  notFound: 'Beach not found',
  updated: 'Beach updated successfully',
  updateFailed: 'Failed to update beach',
  created: 'Beach added successfully',
  createFailed: 'Failed to add beach',
  deleted: 'Beach deleted successfully',
  deleteFailed: 'Failed to delete beach',
  photoNotImage: 'Please select an image file',
  photoTooLarge: 'File size must be less than 10MB',
} as const;

/** Coordinates come as text from the form or as numbers from other callers. */
const coordinate = (required: string, invalid: string, limit: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blankToNull(value)),
    z
      .string({ error: (issue) => (issue.input == null ? required : invalid) })
      .trim()
      .regex(/^[-+]?\d{1,3}(\.\d+)?$/, { error: invalid })
      .refine((text) => Math.abs(Number(text)) <= limit, { error: invalid })
      .transform((text) => Number(text).toFixed(8)),
  );

/**
 * The admin beach payload for create and update. Required: name, location, description, latitude,
 * longitude. Every optional field may be absent (kept as stored) or blank/null (cleared); a new
 * beach without an access type is year-round. `dogRule` is the structured rule the dog status is
 * computed from.
 */
export const adminBeachBodySchema = z.object({
  name: requiredText(adminBeachMessages.nameRequired, 120),
  slug: optionalSlug(adminBeachMessages.slugInvalid),
  location: z.enum(adminLocations, {
    error: `Location must be one of: ${adminLocations.join(', ')}`,
  }),
  description: requiredText(adminBeachMessages.descriptionRequired, 10_000),
  latitude: coordinate(adminBeachMessages.latitudeRequired, adminBeachMessages.latitudeInvalid, 90),
  longitude: coordinate(
    adminBeachMessages.longitudeRequired,
    adminBeachMessages.longitudeInvalid,
    180,
  ),
  accessType: z
    .enum(accessTypes, { error: `Dog access type must be one of: ${accessTypes.join(', ')}` })
    .optional(),
  ...amenityFlagsShape(z.boolean().optional()),
  accessInfo: optionalText(2000),
  seasonalRestrictions: optionalText(2000),
  restrictionPeriod: optionalText(500),
  imageUrl: optionalImageUrl(adminBeachMessages.imageUrlInvalid),
  fullAddress: optionalText(500),
  postcode: optionalText(20),
  placeId: optionalText(300),
  parkingInfo: optionalText(2000),
  safetyNotes: optionalText(2000),
  phone: optionalText(50),
  website: optionalText(500),
  aboutDescription: optionalText(10_000),
  facebookUrl: optionalText(500),
  instagramUrl: optionalText(500),
  twitterUrl: optionalText(500),
  youtubeUrl: optionalText(500),
  googleRating: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blankToNull(value)),
    z
      .string()
      .trim()
      .regex(/^\d(\.\d+)?$/, { error: adminBeachMessages.googleRatingInvalid })
      .refine((text) => Number(text) <= 5, { error: adminBeachMessages.googleRatingInvalid })
      .transform((text) => Number(text).toFixed(2))
      .nullable()
      .optional(),
  ),
  totalReviewsGoogle: z.preprocess(
    blankToNull,
    z.coerce.number().int().min(0).max(10_000_000).nullable().optional(),
  ),
  dogRule: dogRuleSchema.nullable().optional(),
});
export type AdminBeachBody = z.output<typeof adminBeachBodySchema>;
export type AdminBeachInput = z.input<typeof adminBeachBodySchema>;

/** Admin lists are paged: `?page=1&pageSize=20`, newest first; `X-Total-Count` carries the total. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;
export const totalCountHeader = 'x-total-count';

export const adminReviewSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  beachName: z.string(),
  beachSlug: z.string(),
  reviewerName: z.string(),
  rating: z.number().int(),
  reviewText: z.string().nullable(),
  visitDate: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** Who sent a photo or feedback; all null once the account is gone. */
const adminContributorSchema = z.object({
  id: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});

export const adminCommunityPhotoSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  beachName: z.string(),
  photoUrl: z.string(),
  caption: z.string().nullable(),
  createdAt: z.string(),
  user: adminContributorSchema,
});
export type AdminCommunityPhoto = z.infer<typeof adminCommunityPhotoSchema>;

export const adminFeedbackSchema = z.object({
  id: z.number().int(),
  feedbackType: z.string(),
  content: z.string(),
  isPublic: z.boolean(),
  beachId: z.number().int().nullable(),
  beachName: z.string().nullable(),
  createdAt: z.string(),
  user: adminContributorSchema,
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/**
 * What waits for an administrator, counted for the dashboard's tab row (`GET
 * /api/admin/pending-counts`): routes not yet approved, rule reports not yet resolved and contact
 * messages not yet read. Reviews, photos and feedback are published at once, so none waits.
 */
export const pendingCountsSchema = z.object({
  routes: z.number().int(),
  ruleReports: z.number().int(),
  messages: z.number().int(),
});
export type PendingCounts = z.infer<typeof pendingCountsSchema>;

export const markMessageBodySchema = z.object({ isRead: z.boolean().default(true) });

/** What an administrator changed: one row per change, shown in the Activity tab. */
export const auditActions = [
  'beach.create',
  'beach.update',
  'beach.delete',
  'beach.photo',
  'review.delete',
  'route.approve',
  'route.delete',
  'community-photo.delete',
  'feedback.delete',
  'message.read',
  'message.unread',
  'post.create',
  'post.update',
  'post.delete',
  'rule-report.resolve',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(auditActions),
  entityType: z.string(),
  entityId: z.string(),
  /** A line a person reads: "Woolacombe Beach", "review by Sam of Bantham Beach". */
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  admin: z.object({ id: z.number().int().nullable(), username: z.string(), name: z.string() }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The admin photo uploads' answer: 201 `{originalName, imageUrl}`, plus `url` and `beachId`. */
export const beachPhotoUploadSchema = z.object({
  originalName: z.string(),
  imageUrl: z.string(),
  url: z.string(),
  beachId: z.number().int().nullable(),
});
export type BeachPhotoUpload = z.infer<typeof beachPhotoUploadSchema>;

/** The quick and stand-alone uploaders' own limit; the edit dialog allows 10 MB. */
export const quickUploadMaxBytes = 5 * 1024 * 1024;
export const beachPhotoMaxBytes = 10 * 1024 * 1024;
export const quickUploadMessages = {
  hint: 'Max size: 5MB. Supported: JPG, PNG, GIF, WebP',
  notImageTitle: 'Invalid file type',
  notImage: 'Please select an image file (JPG, PNG, etc.)',
  tooLargeTitle: 'File too large',
  tooLarge: 'Please select an image smaller than 5MB.',
  uploaded: 'Photo uploaded successfully',
  failedTitle: 'Upload failed',
  copiedTitle: 'URL copied!',
  copied: 'Photo URL has been copied to clipboard.',
  copyFailedTitle: 'Failed to copy',
  copyFailed: 'Please copy the URL manually.',
} as const;

export const moderationMessages = {
  routeApproved: 'Walking route approved successfully',
  routeApproveFailed: 'Failed to approve route',
  routeDeleted: 'Walking route deleted successfully',
  routeDeleteFailed: 'Failed to delete route',
  reviewDeleted: 'Review deleted',
  reviewDeleteFailed: 'Failed to delete review',
  reviewNotFound: 'Review not found',
  photoDeleted: 'Photo removed',
  photoDeleteFailed: 'Failed to remove photo',
  feedbackDeleted: 'Feedback removed',
  feedbackDeleteFailed: 'Failed to remove feedback',
  messageNotFound: 'Message not found',
} as const;
