import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const featureDir = path.dirname(fileURLToPath(import.meta.url));
export const stationsFile = path.join(featureDir, 'stations.json');
export const stationAreasFile = path.join(featureDir, 'station-areas.json');

/**
 * One tide gauge as `scripts/extract-tide-stations.ts` writes it: what the predictor needs (the
 * harmonic constituents and the height of mean sea level above lowest astronomical tide) and what
 * the tide card must show (our own name for it and the credit its licence asks for).
 */
export const tideStationSchema = z.object({
  /** Our own stable key ("devonport"); `databaseId` is the copy it was extracted from. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().min(1),
  locality: z.string().min(1),
  databaseId: z.string().min(1),
  /** The name the database gives it, kept to show why we do not use it (some are wrong). */
  databaseName: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  licence: z.object({
    type: z.string().min(1),
    name: z.string().min(1),
    url: z.url(),
    commercialUse: z.boolean(),
  }),
  attribution: z.string().min(1),
  sourceUrl: z.url(),
  epoch: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** Metres above the station's lowest astronomical tide (LAT). */
  datums: z.object({
    mslAboveLat: z.number(),
    mhwsAboveLat: z.number(),
    mlwsAboveLat: z.number(),
    hatAboveLat: z.number(),
    /** Height of LAT above the zero the gauge's datums were given in (chart datum for UK gauges). */
    latAboveDataZero: z.number(),
  }),
  /** Amplitude in metres, phase in degrees, as `@neaps/tide-predictor` takes them. */
  constituents: z
    .array(z.object({ name: z.string().min(1), amplitude: z.number(), phase: z.number() }))
    .min(1),
});
export type TideStation = z.infer<typeof tideStationSchema>;

export const stationsFileSchema = z.object({
  source: z.string(),
  generatedBy: z.string(),
  stations: z.array(tideStationSchema).min(1),
});
export type StationsFile = z.infer<typeof stationsFileSchema>;

const box = z.object({
  south: z.number(),
  west: z.number(),
  north: z.number(),
  east: z.number(),
});
export type Box = z.infer<typeof box>;

/** Which gauge serves which stretch of coast (see station-areas.json and docs/decisions/003). */
export const stationAreasSchema = z.object({
  divide: z.object({
    description: z.string(),
    /** [lng, lat] pairs west to east; a place north of the line is on the north coast. */
    line: z.array(z.tuple([z.number(), z.number()])).min(2),
  }),
  coasts: z
    .array(
      z.object({
        id: z.enum(['north', 'south']),
        label: z.string(),
        stations: z.array(z.string()).min(1),
      }),
    )
    .length(2),
  overrides: z.array(
    z.object({
      name: z.string(),
      box,
      /** The gauges this stretch chooses from (the nearest of them), instead of its coast's. */
      stations: z.array(z.string()).min(1),
      reason: z.string().min(1),
    }),
  ),
});
export type StationAreas = z.infer<typeof stationAreasSchema>;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export const readStationsFile = (file = stationsFile): StationsFile =>
  stationsFileSchema.parse(readJson(file));

export const readStationAreas = (file = stationAreasFile): StationAreas =>
  stationAreasSchema.parse(readJson(file));
