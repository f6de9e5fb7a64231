import { z } from 'zod';
import { dayPlanSchema } from './day-plan';
import { calendarDateSchema } from './tides';

/**
 * `GET /api/beaches/:id/week`: a beach's next seven days. Apart from the planner's schemas
 * (plan.ts), so that a beach page does not build them.
 */
export const weekQuerySchema = z.object({
  /** The first of the seven days; today when absent. */
  from: calendarDateSchema('from').optional(),
});

const dayPlanShape = dayPlanSchema.shape;

/** Seven days at one beach, each as its day plan says it (dog status, walk windows, daylight). */
export const weekSchema = z.object({
  beach: dayPlanShape.beach,
  days: z.array(
    z.object({
      date: z.string(),
      dogs: dayPlanShape.dogs,
      walkWindows: dayPlanShape.walkWindows,
      totalMinutes: z.number().int(),
      daylight: dayPlanShape.daylight,
    }),
  ),
});
export type Week = z.infer<typeof weekSchema>;
