import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  accessTypes,
  areas,
  bathingWaterSchema,
  beachTypes,
  dogRuleSchema,
  facilitySchema,
  facilityStates,
} from '@shared/beaches';

export const seedDir = path.dirname(fileURLToPath(import.meta.url));
/** One YAML file per area (`north-devon.yaml`, …), so each area's rules and sources sit together. */
export const catalogueDir = path.join(seedDir, 'beaches');

const optionalText = z.string().trim().min(1).nullable().default(null);

/** A facility as `yes`, `no` or `not-known` alone, or with its detail, source and season. */
const catalogueFacilitySchema = z.union([
  z.enum(facilityStates).transform((state) => facilitySchema.parse({ state })),
  facilitySchema,
]);

const catalogueFacilitiesSchema = z.object({
  checkedOn: z.string().nullable().default(null),
  parking: catalogueFacilitySchema,
  toilets: catalogueFacilitySchema,
  freshWater: catalogueFacilitySchema,
  cafe: catalogueFacilitySchema,
  lifeguards: catalogueFacilitySchema,
  dogWalks: catalogueFacilitySchema,
  accessibility: catalogueFacilitySchema,
});

/** One beach as the catalogue file holds it: the database columns plus where each fact came from. */
export const catalogueBeachSchema = z.object({
  name: z.string().trim().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be kebab-case'),
  location: z.enum(areas),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  postcode: optionalText,
  beachType: z.enum(beachTypes).nullable().default(null),
  accessType: z.enum(accessTypes),
  accessInfo: optionalText,
  seasonalRestrictions: optionalText,
  restrictionPeriod: optionalText,
  dogRule: dogRuleSchema.nullable().default(null),
  facilities: catalogueFacilitiesSchema,
  bathingWater: bathingWaterSchema.nullable().default(null),
  beachCharacteristics: z.array(z.string()).default([]),
  description: z.string().trim().min(1),
  parkingInfo: optionalText,
  safetyNotes: optionalText,
  website: optionalText,
  /** Field name to where it was checked ("EA bathing water profile", a council order, …). */
  sources: z.record(z.string(), z.string()).default({}),
});
export type CatalogueBeach = z.infer<typeof catalogueBeachSchema>;

export const catalogueSchema = z.array(catalogueBeachSchema);

export const catalogueFiles = (dir = catalogueDir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => path.join(dir, file));

export function readCatalogueFile(file: string): CatalogueBeach[] {
  const result = catalogueSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new Error(`${path.basename(file)}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}

export function readCatalogue(dir = catalogueDir): CatalogueBeach[] {
  return catalogueFiles(dir).flatMap((file) => readCatalogueFile(file));
}
