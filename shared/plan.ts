import { z } from 'zod';
import { beachTypes } from './beaches';
import { dogSegmentSchema } from './day-plan';
import { dogStates } from './dog-rules';
import { findPlace } from './places';
import { planAmenities, planDefaults, unknownPlaceMessage, type PlanAmenity } from './plan-options';
import { calendarDateSchema, tideEntrySchema } from './tides';

/** "HH:MM" in London time, 00:00 to 24:00, as minutes from midnight. */
const clockTime = (name: string) =>
  z
    .string()
    .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, `${name} must be a time written HH:MM`)
    .transform((text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3)));

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be a whole number from ${min} to ${max}`)
        .max(max, `${name} must be a whole number from ${min} to ${max}`),
    );

/** A comma list of known values, each once, in a fixed order (so equal asks are one cache key). */
const commaList = <T extends string>(name: string, values: readonly T[]) =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.every((part) => (values as readonly string[]).includes(part)), {
      message: `${name} takes a comma list of: ${values.join(', ')}`,
    })
    .transform((list) => values.filter((value) => list.includes(value)));

const coordinates = /^\s*([-+]?\d+(?:\.\d+)?)\s*,\s*([-+]?\d+(?:\.\d+)?)\s*$/;

export interface PlanOrigin {
  latitude: number;
  longitude: number;
  label: string;
}

/** `lat,lng`, or a town or postcode district of the places table ("Bideford", "EX39"). */
const originSchema = z
  .string()
  .max(100, unknownPlaceMessage)
  .transform((text, context): PlanOrigin => {
    const pair = coordinates.exec(text);
    if (pair) {
      const [latitude, longitude] = [Number(pair[1]), Number(pair[2])];
      if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
        return { latitude, longitude, label: `${latitude}, ${longitude}` };
      }
      context.addIssue({
        code: 'custom',
        message: 'from must be a latitude from -90 to 90 and a longitude from -180 to 180',
      });
      return z.NEVER;
    }
    const match = findPlace(text);
    if (!match) {
      context.addIssue({ code: 'custom', message: unknownPlaceMessage });
      return z.NEVER;
    }
    const { place } = match;
    return { latitude: place.lat, longitude: place.lng, label: place.name };
  });

/** `GET /api/plan`'s query (docs/plan.md); the date's range (today to a year on) is the server's. */
export const planQuerySchema = z.object({
  date: calendarDateSchema().optional(),
  start: clockTime('start').optional(),
  end: clockTime('end').optional(),
  from: originSchema.optional(),
  radius: wholeNumber('radius', 1, 100).optional(),
  minMinutes: wholeNumber('minMinutes', 0, 1440).default(planDefaults.minMinutes),
  tide: z.enum(['low', 'any'], 'tide must be low or any').default('low'),
  offLead: z
    .enum(['true', 'false'], 'offLead must be true or false')
    .transform((value) => value === 'true')
    .default(false),
  has: commaList('has', Object.keys(planAmenities) as PlanAmenity[]).optional(),
  beachType: commaList('beachType', beachTypes).optional(),
  limit: wholeNumber('limit', 1, 100).default(planDefaults.limit),
});
export type PlanQuery = z.output<typeof planQuerySchema>;

const walkWindowSchema = z.object({
  start: z.string(),
  end: z.string(),
  minutes: z.number().int(),
  dogState: z.enum(dogStates),
});

export const planResultSchema = z.object({
  beach: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    location: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** Straight-line miles from `from`, one decimal; null when no `from` was given. */
  distanceMiles: z.number().nullable(),
  windows: z.array(walkWindowSchema),
  totalMinutes: z.number().int(),
  /** The dog rule's states through the asked time (`window`), in order, with no gaps. */
  dogSegments: z.array(dogSegmentSchema),
  tides: z.array(tideEntrySchema),
  daylight: z.object({ sunrise: z.string().nullable(), sunset: z.string().nullable() }),
  /** totalMinutes less 2 per mile away (docs/plan.md): the order of the results, highest first. */
  score: z.number(),
});
export type PlanResult = z.infer<typeof planResultSchema>;

export const planSchema = z.object({
  date: z.string(),
  from: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }).nullable(),
  /** The asked time as ISO instants: `start`/`end`, else civil dawn and dusk. */
  window: z.object({ start: z.string(), end: z.string() }),
  results: z.array(planResultSchema),
  /** How many beaches were left out, each counted once, under the first reason that applies. */
  excluded: z.object({
    tooFar: z.number().int(),
    missingMustHave: z.number().int(),
    banned: z.number().int(),
    noWindow: z.number().int(),
  }),
});
export type Plan = z.infer<typeof planSchema>;
