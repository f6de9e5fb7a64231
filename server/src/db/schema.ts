import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditActions } from '@shared/admin';
import { alertKinds } from '@shared/alerts';
import type { BathingWater, DogRule, Facilities } from '@shared/beaches';
import { feedbackTypes } from '@shared/feedback';
import { ruleReportStatuses } from '@shared/rule-reports';

// Column builders for the shapes most tables share; each call makes a fresh column.
const instant = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();
const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
const serialId = () => serial('id').primaryKey();
const flag = (name: string, initial: boolean) => boolean(name).notNull().default(initial);
/** The rows a beach or a member owns go with them. */
const ownedByBeach = () =>
  integer('beach_id')
    .notNull()
    .references(() => beaches.id, { onDelete: 'cascade' });
const ownedByUser = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** A contribution outlives its author's account. */
const authoredBy = () => text('user_id').references(() => users.id, { onDelete: 'set null' });

export const beaches = pgTable(
  'beaches',
  {
    id: serialId(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    accessType: text('access_type').notNull().default('year-round'),
    seasonalRestrictions: text('seasonal_restrictions'),
    restrictionPeriod: text('restriction_period'),
    /** The structured rule "dogs allowed now" and the day's status are computed from. */
    dogRule: jsonb('dog_rule').$type<DogRule>(),
    /**
     * When the beach's dog rules were last checked ("YYYY-MM" or "YYYY-MM-DD"), for every beach,
     * with or without a structured rule: from the catalogue at seeding, today when an administrator
     * changes the rule or the access fields.
     */
    dogRulesCheckedOn: text('dog_rules_checked_on'),
    hasParking: flag('has_parking', false),
    hasFacilities: flag('has_facilities', false),
    hasFreshWater: flag('has_fresh_water', false),
    hasBeachCafe: flag('has_beach_cafe', false),
    hasLifeguards: flag('has_lifeguards', false),
    hasDogWalks: flag('has_dog_walks', false),
    /**
     * Each facility as yes, no or not known, with its detail and source. The `has_*` flags beside
     * it are true only where it says "yes"; they stay for the filters and existing clients.
     */
    facilities: jsonb('facilities').$type<Facilities>(),
    /** The Environment Agency bathing water at the beach and its classification, if designated. */
    bathingWater: jsonb('bathing_water').$type<BathingWater>(),
    imageUrl: text('image_url'),
    parkingInfo: text('parking_info'),
    accessInfo: text('access_info'),
    safetyNotes: text('safety_notes'),
    fullAddress: text('full_address'),
    postcode: text('postcode'),
    phone: text('phone'),
    website: text('website'),
    googleRating: numeric('google_rating', { precision: 3, scale: 2 }),
    totalReviewsGoogle: integer('total_reviews_google'),
    placeId: text('place_id'),
    aboutDescription: text('about_description'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    twitterUrl: text('twitter_url'),
    youtubeUrl: text('youtube_url'),
    beachType: text('beach_type'),
    accessibilityLevel: text('accessibility_level'),
    /** A JSON-encoded list of strings, as the API sends it. */
    beachCharacteristics: text('beach_characteristics'),
    ...timestamps(),
  },
  (table) => [index('beaches_location_idx').on(table.location)],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    emailVerified: flag('email_verified', false),
    /** Tokens are stored only as hashes. */
    verificationToken: text('verification_token'),
    verificationTokenExpiry: instant('verification_token_expiry'),
    resetToken: text('reset_token'),
    resetTokenExpiry: instant('reset_token_expiry'),
    ...timestamps(),
  },
  (table) => [
    // E-mail addresses are compared case-insensitively.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_verification_token_idx').on(table.verificationToken),
    index('users_reset_token_idx').on(table.resetToken),
  ],
);

export const admins = pgTable('admins', {
  id: serialId(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  isActive: flag('is_active', true),
  createdAt: createdAt(),
  lastLoginAt: instant('last_login_at'),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    beachId: ownedByBeach(),
    /** Reviews come from our own verified users; one per user and beach. */
    userId: authoredBy(),
    rating: integer('rating').notNull(),
    reviewText: text('review_text'),
    reviewerName: text('reviewer_name').notNull(),
    visitDate: date('visit_date'),
    ...timestamps(),
  },
  (table) => [
    index('reviews_beach_idx').on(table.beachId, table.createdAt),
    uniqueIndex('reviews_beach_user_idx').on(table.beachId, table.userId),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

export const walkingRoutes = pgTable(
  'walking_routes',
  {
    id: serialId(),
    beachId: ownedByBeach(),
    userId: authoredBy(),
    routeName: text('route_name').notNull(),
    description: text('description').notNull(),
    difficulty: text('difficulty').notNull().default('easy'),
    estimatedDuration: integer('estimated_duration').notNull(),
    distanceKm: numeric('distance_km', { precision: 4, scale: 2 }).notNull(),
    startingPoint: text('starting_point').notNull(),
    highlights: text('highlights'),
    routeNotes: text('route_notes'),
    submittedBy: text('submitted_by').notNull(),
    submitterEmail: text('submitter_email'),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    totalRatings: integer('total_ratings').notNull().default(0),
    isApproved: flag('is_approved', false),
    createdAt: createdAt(),
  },
  (table) => [index('walking_routes_beach_idx').on(table.beachId, table.isApproved)],
);

export const routeRatings = pgTable(
  'route_ratings',
  {
    id: serialId(),
    routeId: integer('route_id')
      .notNull()
      .references(() => walkingRoutes.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    raterName: text('rater_name').notNull(),
    raterEmail: text('rater_email'),
    createdAt: createdAt(),
  },
  (table) => [
    index('route_ratings_route_idx').on(table.routeId),
    check('route_ratings_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

export const communityPhotos = pgTable(
  'community_photos',
  {
    id: serialId(),
    beachId: ownedByBeach(),
    userId: ownedByUser(),
    photoUrl: text('photo_url').notNull(),
    caption: text('caption'),
    /** Of the largest stored variant; with the variants' widths, for srcset and layout. */
    width: integer('width'),
    height: integer('height'),
    variantWidths: integer('variant_widths')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isApproved: flag('is_approved', true),
    createdAt: createdAt(),
  },
  (table) => [
    index('community_photos_beach_idx').on(table.beachId, table.createdAt),
    index('community_photos_user_idx').on(table.userId),
  ],
);

export const userFeedback = pgTable(
  'user_feedback',
  {
    id: serialId(),
    userId: ownedByUser(),
    beachId: integer('beach_id').references(() => beaches.id, { onDelete: 'cascade' }),
    feedbackType: text('feedback_type', { enum: feedbackTypes }).notNull(),
    content: text('content').notNull(),
    isPublic: flag('is_public', true),
    ...timestamps(),
  },
  (table) => [
    index('user_feedback_beach_idx').on(table.beachId, table.isPublic),
    index('user_feedback_user_idx').on(table.userId),
  ],
);

export const contactSubmissions = pgTable('contact_submissions', {
  id: serialId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  isRead: flag('is_read', false),
  createdAt: createdAt(),
});

export const beachCheckins = pgTable(
  'beach_checkins',
  {
    id: serialId(),
    userId: ownedByUser(),
    beachId: ownedByBeach(),
    message: text('message'),
    mood: text('mood'),
    dogCount: integer('dog_count').notNull().default(1),
    weatherCondition: text('weather_condition'),
    createdAt: createdAt(),
  },
  (table) => [
    index('beach_checkins_beach_idx').on(table.beachId, table.createdAt),
    index('beach_checkins_user_idx').on(table.userId, table.beachId, table.createdAt),
  ],
);

export const beachFavorites = pgTable(
  'beach_favorites',
  {
    id: serialId(),
    userId: ownedByUser(),
    beachId: ownedByBeach(),
    notes: text('notes'),
    /** Rule-change alerts: e-mails before a seasonal ban starts or ends and when an admin changes the rule. */
    alertsEnabled: flag('alerts_enabled', false),
    /** When alerts were last turned on: rule changes made before it are not sent. */
    alertsEnabledAt: instant('alerts_enabled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('beach_favorites_user_beach_idx').on(table.userId, table.beachId),
    index('beach_favorites_alerts_idx')
      .on(table.beachId)
      .where(sql`${table.alertsEnabled}`),
  ],
);

/**
 * One row per rule-change alert sent: the instance whose insert makes the row sends the e-mail,
 * so each alert goes out once however many instances run the job at the same time.
 */
export const alertSends = pgTable(
  'alert_sends',
  {
    id: serialId(),
    userId: ownedByUser(),
    beachId: ownedByBeach(),
    kind: text('kind', { enum: alertKinds }).notNull(),
    /** The day a ban starts or ends (YYYY-MM-DD), or the audit log entry of the admin's change. */
    occasion: text('occasion').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('alert_sends_once_idx').on(table.userId, table.beachId, table.kind, table.occasion),
  ],
);

/**
 * What a user saw on a sign or read on a council's site that disagrees with a beach's dog rule
 * (a rule report): open until an administrator edits the rule or marks it resolved.
 */
export const ruleReports = pgTable(
  'rule_reports',
  {
    id: serialId(),
    beachId: ownedByBeach(),
    userId: ownedByUser(),
    report: text('report').notNull(),
    /** The sign's photo, re-encoded without metadata like community photos. */
    photoUrl: text('photo_url'),
    status: text('status', { enum: ruleReportStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: instant('resolved_at'),
    resolvedByAdminId: integer('resolved_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('rule_reports_status_idx').on(table.status, table.createdAt),
    index('rule_reports_beach_idx').on(table.beachId, table.status),
    index('rule_reports_user_idx').on(table.userId, table.createdAt),
    check('rule_reports_status_values', sql`${table.status} in ('open', 'resolved')`),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serialId(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    /** HTML, sanitised when it was saved (decision 007). */
    content: text('content').notNull(),
    /** The Markdown the back office wrote `content` from; null for a post stored as HTML only. */
    markdown: text('markdown'),
    excerpt: text('excerpt'),
    author: text('author').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuredImage: text('featured_image'),
    isPublished: flag('is_published', false),
    publishedAt: instant('published_at'),
    ...timestamps(),
  },
  (table) => [index('blog_posts_published_idx').on(table.isPublished, table.publishedAt)],
);

const sessionTable = (name: string, ownerColumn: 'user_id' | 'admin_id') =>
  pgTable(
    name,
    {
      sid: varchar('sid').primaryKey(),
      sess: json('sess').notNull(),
      expire: timestamp('expire', { precision: 6, withTimezone: true }).notNull(),
      owner: text(ownerColumn),
    },
    (table) => [
      index(`${name}_expire_idx`).on(table.expire),
      index(`${name}_owner_idx`).on(table.owner),
    ],
  );

export const userSessions = sessionTable('user_sessions', 'user_id');
export const adminSessions = sessionTable('admin_sessions', 'admin_id');

/**
 * Fixed-window counters of rate-limiter-flexible's Drizzle store: sign-in failures, registrations,
 * reset requests. Kept in the database so that every app instance counts the same attempts.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: instant('expire'),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);

/**
 * Each accepted ALTCHA payload, by its challenge's signature, kept until the challenge expires: a
 * payload is accepted once, by any instance of the app (decision 007).
 */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('captcha_uses_expires_idx').on(table.expiresAt)],
);

/**
 * Every change an administrator makes: who, what, when, and the row before and after.
 * The username is copied so that the log still says who after an administrator is removed.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serialId(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    adminUsername: text('admin_username').notNull(),
    adminName: text('admin_name').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_entity_idx').on(table.entityType, table.entityId),
  ],
);
