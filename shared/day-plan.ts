import { z } from 'zod';
import { dogStates } from './dog-rules';
import { calendarDateSchema, tideEntrySchema, tideStationSchema } from './tides';

export const dayPlanQuerySchema = z.object({
  /** The calendar day in Europe/London; today when absent. */
  date: calendarDateSchema().optional(),
});

const span = { start: z.string(), end: z.string() };

/** One stretch of a day under one state of the dog rule, as ISO instants. */
export const dogSegmentSchema = z.object({ ...span, state: z.enum(dogStates) });

export const dayPlanSchema = z.object({
  date: z.string(),
  beach: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  station: tideStationSchema,
  tides: z.array(tideEntrySchema),
  /** Half-way between the day's highs and lows, metres above LAT. */
  midTideHeight: z.number(),
  /** The predicted level every half hour, for drawing the day's tide curve. */
  levels: z.array(z.object({ time: z.string(), height: z.number() })),
  /** Civil dawn and dusk, sunrise and sunset (null where the sun does not rise or set). */
  daylight: z.object({
    dawn: z.string().nullable(),
    sunrise: z.string().nullable(),
    sunset: z.string().nullable(),
    dusk: z.string().nullable(),
  }),
  dogs: z.object({
    today: z.string(),
    segments: z.array(dogSegmentSchema),
  }),
  /** Daylight, dogs allowed (on all or part of the beach) and the tide below mid-height. */
  walkWindows: z.array(
    z.object({ ...span, minutes: z.number().int(), dogState: z.enum(dogStates) }),
  ),
});
export type DayPlan = z.infer<typeof dayPlanSchema>;
