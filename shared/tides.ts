import { z } from 'zod';
import { parseLocalDate } from './london-time';

/**
 * The coast we serve (Devon and its neighbours, with room around it). A place outside gets a 400,
 * because the nearest of our gauges would be too far away to mean anything there.
 */
export const tideRegion = { south: 49.5, north: 51.8, west: -6, east: -1.5 } as const;
export const tideYears = { first: 2000, last: 2100 } as const;

/** One high or low water: an ISO 8601 instant, and metres above the station's lowest astronomical tide. */
export const tideEntrySchema = z.object({
  time: z.string(),
  type: z.enum(['high', 'low']),
  height: z.number(),
});
export type TideEntry = z.infer<typeof tideEntrySchema>;

/** The gauge whose predictions a tide card shows, with the credit its licence asks for. */
export const tideStationSchema = z.object({
  id: z.string(),
  label: z.string(),
  attribution: z.string(),
  licence: z.string(),
  licenceUrl: z.string(),
  distanceKm: z.number(),
  reason: z.string(),
});
export type TideStationInfo = z.infer<typeof tideStationSchema>;

const decimal = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

const coordinate = (name: 'lat' | 'lng', min: number, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${name} is required` : `${name} must be a number`,
    })
    .trim()
    .regex(decimal, `${name} must be a number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be between ${min} and ${max}, the coast we predict tides for`)
        .max(max, `${name} must be between ${min} and ${max}, the coast we predict tides for`),
    );

/** A real calendar date written yyyy-MM-dd, in the years we predict for; one message per failure. */
export const calendarDateSchema = (name = 'date') =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${name} is required`
          : `${name} must be a date written yyyy-MM-dd`,
    })
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      message: `${name} must be a date written yyyy-MM-dd`,
      abort: true,
    })
    .refine((value) => parseLocalDate(value) !== null, {
      message: `${name} must be a real calendar date`,
      abort: true,
    })
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= tideYears.first && year <= tideYears.last;
    }, `${name} must be in the years ${tideYears.first} to ${tideYears.last}`);

const calendarDate = calendarDateSchema();

const position = {
  lat: coordinate('lat', tideRegion.south, tideRegion.north),
  lng: coordinate('lng', tideRegion.west, tideRegion.east),
};

export const tideStationQuerySchema = z.object(position);
export type TideStationQuery = z.infer<typeof tideStationQuerySchema>;

export const tidesQuerySchema = z.object({ ...position, date: calendarDate });
export type TidesQuery = z.infer<typeof tidesQuerySchema>;
