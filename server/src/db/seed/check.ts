import { amenityFlags } from '@shared/beaches';
import { distanceMetres } from '@shared/geo';
import type { CatalogueBeach } from './catalogue';

/** Devon and the border coasts we cover: Bude to Looe in Cornwall, Porlock to Blue Anchor, Lyme Regis to West Bay. */
export const regionBounds = { south: 50.2, north: 51.3, west: -4.8, east: -2.7 } as const;
export const minimumSpacingMetres = 150;
export const minimumDescriptionLength = 80;

/** The fields whose provenance is tracked in each entry's `sources`. */
export const trackedFields = [
  'latitude',
  'postcode',
  'beachType',
  'accessType',
  'dogRule',
  ...amenityFlags,
  'description',
] as const;

export interface CatalogueReport {
  problems: string[];
  total: number;
  byArea: Record<string, number>;
  byAccessType: Record<string, number>;
  byBeachType: Record<string, number>;
  /** How many tracked field values name the source they were checked against, per field. */
  checkedFields: Record<string, number>;
}

const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

/** Every rule the catalogue must keep (catalogue issue, "A check that keeps it true"). */
export function checkCatalogue(beaches: CatalogueBeach[]): CatalogueReport {
  const problems: string[] = [];
  for (const slug of duplicates(beaches.map((b) => b.slug)))
    problems.push(`duplicate slug: ${slug}`);
  for (const name of duplicates(beaches.map((b) => b.name.toLowerCase()))) {
    problems.push(`duplicate name: ${name}`);
  }

  beaches.forEach((a, index) => {
    for (const b of beaches.slice(index + 1)) {
      const metres = distanceMetres(
        { lat: a.latitude, lng: a.longitude },
        { lat: b.latitude, lng: b.longitude },
      );
      if (metres < minimumSpacingMetres) {
        problems.push(`${a.slug} and ${b.slug} are ${Math.round(metres)} m apart`);
      }
    }
  });

  for (const beach of beaches) {
    const { south, north, west, east } = regionBounds;
    if (
      beach.latitude < south ||
      beach.latitude > north ||
      beach.longitude < west ||
      beach.longitude > east
    ) {
      problems.push(
        `${beach.slug}: point ${beach.latitude}, ${beach.longitude} is outside the region`,
      );
    }
    if (beach.beachType === null) problems.push(`${beach.slug}: no beach type`);
    const needsRule = beach.accessType === 'seasonal' || beach.accessType === 'restricted';
    if (needsRule && (!beach.dogRule || beach.dogRule.periods.length === 0)) {
      problems.push(`${beach.slug}: ${beach.accessType} without a structured dog rule`);
    }
    if (beach.dogRule && (!beach.dogRule.source || !beach.dogRule.checkedOn)) {
      problems.push(`${beach.slug}: dog rule without a source and a date checked`);
    }
    if (beach.description.length < minimumDescriptionLength) {
      problems.push(
        `${beach.slug}: description shorter than ${minimumDescriptionLength} characters`,
      );
    }
  }

  return {
    problems,
    total: beaches.length,
    byArea: tally(beaches.map((b) => b.location)),
    byAccessType: tally(beaches.map((b) => b.accessType)),
    byBeachType: tally(beaches.map((b) => b.beachType ?? 'unknown')),
    checkedFields: Object.fromEntries(
      trackedFields.map((field) => [field, beaches.filter((b) => b.sources[field]).length]),
    ),
  };
}
