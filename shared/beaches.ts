import { z } from 'zod';
import { dogStatusSchema } from './dog-rules';
import { educationAuthorities, halfTermNames } from './data/school-terms';
import { parseLocalDate } from './london-time';
import { communityPhotoSchema } from './photos';

export const accessTypes = ['year-round', 'seasonal', 'restricted', 'no-dogs'] as const;
export type AccessType = (typeof accessTypes)[number];

export const beachTypes = ['mixed', 'sandy', 'rocky', 'pebble'] as const;
export type BeachType = (typeof beachTypes)[number];

/** The areas a beach's `location` is one of: Devon's, Plymouth and the border counties. */
export const areas = [
  'North Devon',
  'South Devon',
  'East Devon',
  'Torbay',
  'Plymouth',
  'Cornwall',
  'Somerset',
  'Dorset',
] as const;
export type Area = (typeof areas)[number];

export const amenityFlags = [
  'hasParking',
  'hasFacilities',
  'hasFreshWater',
  'hasBeachCafe',
  'hasLifeguards',
  'hasDogWalks',
] as const;
export type AmenityFlag = (typeof amenityFlags)[number];

/** An object shape with the same schema for each amenity flag, in the flags' order. */
export const amenityFlagsShape = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(amenityFlags.map((flag) => [flag, schema])) as Record<AmenityFlag, T>;

export const accessibilityLevels = ['excellent', 'moderate', 'other'] as const;

/**
 * What a visitor finds at the beach, each known as yes or no only where a source says so. "Not
 * known" is its own state: silence in the sources is never stored as "no".
 */
export const facilityKeys = [
  'parking',
  'toilets',
  'freshWater',
  'cafe',
  'lifeguards',
  'dogWalks',
  'accessibility',
] as const;
export type FacilityKey = (typeof facilityKeys)[number];

/** The facility behind each of the API's boolean amenity flags (true only when it is "yes"). */
export const facilityOfFlag = {
  hasParking: 'parking',
  hasFacilities: 'toilets',
  hasFreshWater: 'freshWater',
  hasBeachCafe: 'cafe',
  hasLifeguards: 'lifeguards',
  hasDogWalks: 'dogWalks',
} as const satisfies Record<AmenityFlag, FacilityKey>;

export const facilityStates = ['yes', 'no', 'not-known'] as const;
export type FacilityState = (typeof facilityStates)[number];

const dateSchema = z
  .string()
  .refine((text) => parseLocalDate(text) !== null, 'must be a date as yyyy-MM-dd');

export const facilitySchema = z.object({
  state: z.enum(facilityStates),
  /** What a visitor finds: "National Trust car park, pay and display", "RNLI, 10am-6pm". */
  detail: z.string().trim().min(1).nullable().default(null),
  /** The page that says so (an address), when there is one. */
  source: z.string().trim().min(1).nullable().default(null),
  /** A season with dates (lifeguards), first and last day, yyyy-MM-dd. */
  season: z.object({ from: dateSchema, to: dateSchema }).nullable().default(null),
});
export type Facility = z.infer<typeof facilitySchema>;

export const facilitiesSchema = z.object({
  /** When these facilities were last checked against their sources, yyyy-MM-dd. */
  checkedOn: z.string().nullable(),
  parking: facilitySchema,
  toilets: facilitySchema,
  freshWater: facilitySchema,
  cafe: facilitySchema,
  lifeguards: facilitySchema,
  dogWalks: facilitySchema,
  /** Step-free access onto the beach. */
  accessibility: facilitySchema,
});
export type Facilities = z.infer<typeof facilitiesSchema>;

export const bathingWaterClassifications = ['Excellent', 'Good', 'Sufficient', 'Poor'] as const;

/**
 * The Environment Agency's designated bathing water at (or beside) the beach, and its annual
 * classification. `classification` and `year` are null when no source we read gives them.
 */
export const bathingWaterSchema = z.object({
  /** The EA's name for it ("Paignton Paignton Sands" and all). */
  name: z.string(),
  /** The EA/EU bathing water id, e.g. "ukk4301-21600". */
  eubwid: z.string(),
  classification: z.enum(bathingWaterClassifications).nullable(),
  year: z.number().int().min(2015).max(2100).nullable(),
  /** The EA profile page for the bathing water. */
  profileUrl: z.string(),
  /** Where the classification was read, when it is not the profile page itself. */
  source: z.string().nullable().default(null),
});
export type BathingWater = z.infer<typeof bathingWaterSchema>;

export const beachSortOrders = ['rating', 'name', 'location', 'access', 'reviews'] as const;
export type BeachSortOrder = (typeof beachSortOrders)[number];

const monthDaySchema = z.string().regex(/^\d{2}-\d{2}$/);

/** A bound a number of days from Easter Day: -14 is two weeks before, -2 Good Friday, 1 Easter Monday. */
export const easterBoundSchema = z.object({
  relativeTo: z.literal('easter'),
  offsetDays: z.number().int().min(-90).max(90),
});

/** The first or last day of a school half-term, whose dates are data (shared/data/school-terms.ts). */
export const halfTermBoundSchema = z.object({
  relativeTo: z.literal('half-term'),
  term: z.enum(halfTermNames),
  edge: z.enum(['start', 'end']),
  authority: z.enum(educationAuthorities),
});

/** A fixed month-day ("05-01"), or a date that moves each year with Easter or a half-term. */
export const dogRuleBoundSchema = z.union([monthDaySchema, easterBoundSchema, halfTermBoundSchema]);
export type DogRuleBound = z.infer<typeof dogRuleBoundSchema>;

/**
 * One period of a structured dog rule. Dates are inclusive and may wrap over New Year; a fixed date
 * is month-day ("05-01"). Hours ("10:00"-"18:00") are local Europe/London time when the rule covers
 * part of the day. `confirmed: false` marks dates no source gives: the site then says "Dates not
 * confirmed: check the signs" instead of working from them.
 */
export const dogRulePeriodSchema = z.object({
  kind: z.enum(['ban', 'lead']),
  from: dogRuleBoundSchema,
  to: dogRuleBoundSchema,
  hours: z
    .object({ from: z.string().regex(/^\d{2}:\d{2}$/), to: z.string().regex(/^\d{2}:\d{2}$/) })
    .nullable(),
  zone: z.string().nullable(),
  confirmed: z.boolean().optional(),
});
export type DogRulePeriod = z.infer<typeof dogRulePeriodSchema>;

export const dogRuleSchema = z.object({
  periods: z.array(dogRulePeriodSchema),
  leadOutsideBan: z.boolean(),
  setBy: z.enum(['council', 'landowner', 'none']),
  /**
   * `false` when the council's order was read and does not name this beach: a sourced "no
   * restriction from the council", which is not the same as a rule saying dogs are welcome.
   */
  namedInOrder: z.boolean().optional(),
  /**
   * A council's rule is a Public Spaces Protection Order (at most three years, so it has an end)
   * or a byelaw (no end date).
   */
  orderKind: z.enum(['pspo', 'byelaw']).optional(),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  checkedOn: z.string().nullable(),
  /** The last day the order (or landowner rule) is in force, yyyy-MM-dd, when a source gives it. */
  orderEndsOn: z
    .string()
    .refine((text) => parseLocalDate(text) !== null, 'orderEndsOn must be a date as yyyy-MM-dd')
    .nullable()
    .optional(),
});
export type DogRule = z.infer<typeof dogRuleSchema>;

/** Paths the catalogue used for "no photo yet": a beach with one of these has no photo of its own. */
const placeholderImage = /placeholder|no-image|default-beach/i;

/** Whether a beach's `imageUrl` is a real photo (an administrator's), not empty or a placeholder. */
export const hasOwnPhoto = (imageUrl: string | null | undefined): imageUrl is string =>
  !!imageUrl && imageUrl.trim() !== '' && !placeholderImage.test(imageUrl);

/**
 * The newest approved community photo of a beach that has no photo of its own: the re-encoded
 * WebP variants (`srcSet`, `url` the largest), the largest one's size for layout, its caption and
 * who took it, named as the public sees contributors ("Sam T.").
 */
export const beachCommunityPhotoSchema = communityPhotoSchema
  .pick({ srcSet: true, width: true, height: true, caption: true })
  .extend({ url: z.string(), contributor: z.string() });
export type BeachCommunityPhoto = z.infer<typeof beachCommunityPhotoSchema>;

export const beachSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  location: z.string(),
  postcode: z.string().nullable(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Shown where `imageUrl` is no photo; null when the beach has its own photo or none approved. */
  communityPhoto: beachCommunityPhotoSchema.nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  accessType: z.string(),
  accessInfo: z.string().nullable(),
  seasonalRestrictions: z.string().nullable(),
  restrictionPeriod: z.string().nullable(),
  dogRule: dogRuleSchema.nullable(),
  /** What the dog rule says now (Europe/London), computed when the answer is made. */
  dogStatus: dogStatusSchema,
  beachType: z.string().nullable(),
  accessibilityLevel: z.string().nullable(),
  beachCharacteristics: z.string().nullable(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  googleRating: z.string().nullable(),
  totalReviewsGoogle: z.number().int().nullable(),
  ...amenityFlagsShape(z.boolean()),
  /** Each facility as yes, no or not known, with its detail and source; null before it was recorded. */
  facilities: facilitiesSchema.nullable(),
  bathingWater: bathingWaterSchema.nullable(),
  parkingInfo: z.string().nullable(),
  safetyNotes: z.string().nullable(),
  fullAddress: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  placeId: z.string().nullable(),
  aboutDescription: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Beach = z.infer<typeof beachSchema>;

const closedSetOrAll = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .transform((value) =>
          value.toLowerCase() === 'all'
            ? undefined
            : (values.find((known) => known.toLowerCase() === value.toLowerCase()) ?? value),
        )
        .pipe(z.enum(values, { message: `Must be one of: all, ${values.join(', ')}` }).optional()),
    );

/** Only `true` filters; `false` (or absent) means "do not filter on this flag". */
const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'Must be true or false' })
  .transform((value) => value === 'true' || value === '1');

export const beachListQuerySchema = z.object({
  search: z.string().max(200, 'Search must be at most 200 characters').optional(),
  location: closedSetOrAll(areas).optional(),
  accessType: closedSetOrAll(accessTypes).optional(),
  beachType: closedSetOrAll(beachTypes).optional(),
  ...amenityFlagsShape(flag.optional()),
  minRating: z.coerce
    .number({ message: 'minRating must be a number from 0 to 5' })
    .min(0, 'minRating must be a number from 0 to 5')
    .max(5, 'minRating must be a number from 0 to 5')
    .optional(),
  sortBy: z
    .enum(beachSortOrders, { message: `sortBy must be one of: ${beachSortOrders.join(', ')}` })
    .optional(),
  /** Only beaches where dogs may be (on at least part of the beach) right now. */
  dogsAllowedNow: flag.optional(),
  /** Only beaches where dogs may be at some time on that day (yyyy-MM-dd, Europe/London). */
  dogsAllowedOn: z
    .string()
    .refine((text) => parseLocalDate(text) !== null, 'dogsAllowedOn must be a date as yyyy-MM-dd')
    .optional(),
  /** Only beaches where dogs may be off the lead at any time of the year (shared/dog-rules.ts). */
  offLeadAllYear: flag.optional(),
});
export type BeachListQuery = z.infer<typeof beachListQuerySchema>;

export const statsSchema = z.object({
  totalBeaches: z.number().int(),
  yearRoundBeaches: z.number().int(),
  totalReviews: z.number().int(),
  averageRating: z.number(),
});
export type Stats = z.infer<typeof statsSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  reviewerName: z.string(),
  rating: z.number().int().min(1).max(5),
  reviewText: z.string().nullable(),
  visitDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The access badge's words (docs/product.md, "Beach card"); any other value is limited access. */
export const accessLabels = {
  'year-round': 'Year round access',
  seasonal: 'Seasonal',
  restricted: 'Some restrictions',
  limited: 'Limited doggy access',
} as const;

export const accessLabel = (accessType: string): string =>
  accessType === 'year-round' || accessType === 'seasonal' || accessType === 'restricted'
    ? accessLabels[accessType]
    : accessLabels.limited;
