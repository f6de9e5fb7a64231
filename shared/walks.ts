import { z } from 'zod';
import { atMost, requiredText, textOrNull, wholeNumberIn } from './form-fields';
import { contributionBeachShape } from './profile';

/** Walking routes: the Dog Walks tab's list and the Submit Route form. */
export const routeDifficulties = ['easy', 'moderate', 'challenging'] as const;
export type RouteDifficulty = (typeof routeDifficulties)[number];

export const walkMessages = {
  routeNameRequired: 'Route Name is required',
  startingPointRequired: 'Starting Point is required',
  durationRequired: 'Duration must be a whole number of minutes, from 1 to 1440',
  distanceRequired: 'Distance must be between 0.1 and 99.99 km',
  nameRequired: 'Your Name is required',
  descriptionRequired: 'Route Description is required',
  invalidEmail: 'Invalid email address',
  ratingRange: 'Rating must be from 1 to 5 stars',
  routeNotFound: 'Walking route not found',
  submitted: 'Your walking route has been submitted for review. Thank you!',
} as const;

/** Required text that names its limit when it is passed. */
const filled = (message: string, max: number) => requiredText(message, max, atMost(max));

/** An optional e-mail: blank reads as none. */
const optionalEmail = textOrNull(254, walkMessages.invalidEmail).pipe(
  z.email({ error: walkMessages.invalidEmail }).nullable(),
);

/** The route form's fields, as the browser form and `POST /api/routes` check them. */
export const routeFormSchema = z.object({
  routeName: filled(walkMessages.routeNameRequired, 120),
  startingPoint: filled(walkMessages.startingPointRequired, 200),
  difficulty: z.enum(routeDifficulties),
  estimatedDuration: wholeNumberIn(1, 1440, walkMessages.durationRequired),
  distanceKm: z.coerce
    .number({ error: walkMessages.distanceRequired })
    .min(0.1, { error: walkMessages.distanceRequired })
    .max(99.99, { error: walkMessages.distanceRequired }),
  description: filled(walkMessages.descriptionRequired, 5000),
  highlights: textOrNull(1000),
  routeNotes: textOrNull(2000),
  submittedBy: filled(walkMessages.nameRequired, 100),
  submitterEmail: optionalEmail,
});
export type RouteFormInput = z.input<typeof routeFormSchema>;

export const createRouteBodySchema = routeFormSchema.extend({
  beachId: z.coerce.number().int().positive(),
});
export type CreateRouteBody = z.infer<typeof createRouteBodySchema>;

/** The Rate Route form and `POST /api/routes/{id}/rate`: no account needed. */
export const rateRouteBodySchema = z.object({
  routeId: z.coerce.number().int().positive().optional(),
  rating: wholeNumberIn(1, 5, walkMessages.ratingRange),
  raterName: filled(walkMessages.nameRequired, 100),
  comment: textOrNull(1000),
  raterEmail: optionalEmail,
});
export type RateRouteBody = z.infer<typeof rateRouteBodySchema>;

/** A route as the public sees it: never the submitter's e-mail. */
export const walkingRouteSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  routeName: z.string(),
  description: z.string(),
  difficulty: z.enum(routeDifficulties),
  estimatedDuration: z.number().int(),
  distanceKm: z.number(),
  startingPoint: z.string(),
  highlights: z.string().nullable(),
  routeNotes: z.string().nullable(),
  submittedBy: z.string(),
  averageRating: z.number(),
  totalRatings: z.number().int(),
  isApproved: z.boolean(),
  createdAt: z.string(),
});
export type WalkingRoute = z.infer<typeof walkingRouteSchema>;

/**
 * The signed-in user's own routes (`GET /api/my/walks`), newest first: pending until an
 * administrator approves them (`isApproved`), live after.
 */
export const myWalkingRouteSchema = walkingRouteSchema.extend(contributionBeachShape);
export type MyWalkingRoute = z.infer<typeof myWalkingRouteSchema>;

/** What administrators see of a route: the public view plus the submitter's e-mail and beach. */
export const adminWalkingRouteSchema = walkingRouteSchema.extend({
  submitterEmail: z.string().nullable(),
  beachName: z.string(),
});
export type AdminWalkingRoute = z.infer<typeof adminWalkingRouteSchema>;

export const routeRatingResultSchema = z.object({
  routeId: z.number().int(),
  averageRating: z.number(),
  totalRatings: z.number().int(),
});
export type RouteRatingResult = z.infer<typeof routeRatingResultSchema>;

/** "1 h 30 min", "45 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
