/**
 * One-off conversion of the research pass's merged seed CSV (../shared/data) into the catalogue
 * file the seed loader reads. Kept so the first catalogue can be regenerated and audited; after the
 * catalogue issue the YAML file is edited by hand and this script is no longer the source of truth.
 *
 *   node --import tsx scripts/import-seed-csv.ts [shared-data-dir]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'yaml';
import type { AccessType, Area, BeachType, DogRule, DogRulePeriod } from '@shared/beaches';
import {
  catalogueDir,
  catalogueSchema,
  type CatalogueBeach,
} from '../server/src/db/seed/catalogue';
import { slugify } from '@shared/slug';
import { emptyFacilities } from '@shared/facilities';

const dataDir = path.resolve(process.argv[2] ?? '../shared/data');

type Row = Record<string, string>;
const readCsv = (file: string): Row[] =>
  parse<Row>(readFileSync(path.join(dataDir, file)), { columns: true, skip_empty_lines: true });

const merged = readCsv('devon_border_beaches_seed_merged.csv');
const rules = new Map(readCsv('devon_border_dog_beach_rules.csv').map((r) => [r.rule_id, r]));

const accessFromSuggestion: Record<string, AccessType> = {
  year_round: 'year-round',
  unverified_allowed: 'year-round',
  unknown: 'year-round', // the spec's default for a beach with no known rule
  seasonal_ban: 'seasonal',
  seasonal_partial: 'seasonal',
  seasonal_on_lead: 'seasonal',
  unverified_banned: 'restricted',
};

function hoursOf(text: string): DogRulePeriod['hours'] {
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(text.trim());
  return match ? { from: match[1]!, to: match[2]! } : null;
}

const monthDay = /^\d{2}-\d{2}$/;

/** "05-01 to 09-30": the CSV gives fixed dates only, so a moving bound never arrives here. */
function fixedPeriodText(period: DogRulePeriod | undefined): string | null {
  if (!period || typeof period.from !== 'string' || typeof period.to !== 'string') return null;
  return `${period.from} to ${period.to}`;
}

function dogRuleOf(row: Row): DogRule | null {
  const rule = row.dog_rule_ids ? rules.get(row.dog_rule_ids) : undefined;
  if (!rule) return null;
  const kind = rule.rule_type === 'seasonal_on_lead' ? 'lead' : 'ban';
  const seasonal = /seasonal/.test(rule.rule_type ?? '');
  const from = rule.period_from ?? '';
  const to = rule.period_to ?? '';
  const periods: DogRulePeriod[] =
    seasonal && monthDay.test(from) && monthDay.test(to)
      ? [
          {
            kind,
            from,
            to,
            hours: hoursOf(rule.hours ?? ''),
            zone: rule.rule_type === 'seasonal_partial_ban' ? (rule.detail ?? null) : null,
          },
        ]
      : [];
  const dates = (rule.source_dates ?? '').match(/\d{4}(-\d{2}(-\d{2})?)?/g) ?? [];
  return {
    periods,
    leadOutsideBan: false,
    setBy: rule.rule_type?.startsWith('private') ? 'landowner' : seasonal ? 'council' : 'none',
    source: rule.council || null,
    sourceUrl: (rule.source_urls ?? '').split('|')[0]?.trim() || null,
    checkedOn: dates.sort().at(-1) ?? null,
  };
}

function describe(row: Row, area: string): string {
  if (row.ea_description) return row.ea_description.trim();
  return `${row.name} is a beach on the ${area} coast.`;
}

const seen = new Set<string>();
const beaches: CatalogueBeach[] = [];
for (const row of merged) {
  if (!row.latitude || !row.longitude) continue; // a beach without a point cannot be placed
  const area = row.area_suggested as Area;
  let slug = slugify(row.name ?? '');
  if (seen.has(slug)) slug = `${slug}-${slugify(area)}`;
  seen.add(slug);
  const dogRule = dogRuleOf(row);
  const accessType = accessFromSuggestion[row.dog_access_suggested ?? ''] ?? 'year-round';
  const sources: Record<string, string> = {
    latitude:
      row.coord_source === 'EA'
        ? 'EA bathing water sampling point'
        : 'The Beach Guide (lead, not checked)',
  };
  if (row.beach_type_suggested) sources.beachType = 'EA bathing water profile (keywords)';
  if (row.ea_description) sources.description = 'EA bathing water profile (OGL v3.0)';
  if (dogRule?.source)
    sources.dogRule = `${dogRule.source}${dogRule.checkedOn ? `, ${dogRule.checkedOn}` : ''}`;
  beaches.push({
    name: row.name!.trim(),
    slug,
    location: area,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    postcode: row.postcode_hint?.trim() || null,
    beachType: (row.beach_type_suggested || null) as BeachType | null,
    accessType,
    accessInfo: row.dog_rules_text?.trim() || null,
    seasonalRestrictions: accessType === 'seasonal' ? row.dog_rules_text?.trim() || null : null,
    restrictionPeriod: fixedPeriodText(dogRule?.periods[0]),
    dogRule,
    // The research files say nothing of facilities: each is "not known" until a source says.
    facilities: emptyFacilities(),
    bathingWater: null,
    beachCharacteristics: [],
    description: describe(row, area),
    parkingInfo: null,
    safetyNotes: null,
    website: null,
    sources,
  });
}

const byArea = new Map<string, CatalogueBeach[]>();
for (const beach of catalogueSchema.parse(beaches)) {
  byArea.set(beach.location, [...(byArea.get(beach.location) ?? []), beach]);
}
for (const [area, areaBeaches] of byArea) {
  const header = `# ${area}: one entry per beach, loaded into an empty database at start-up.
# Converted from ../shared/data/devon_border_beaches_seed_merged.csv by scripts/import-seed-csv.ts.
# Descriptions sourced "EA bathing water profile" contain Environment Agency information
# © Environment Agency and/or database right (Open Government Licence v3.0).
`;
  writeFileSync(
    path.join(catalogueDir, `${slugify(area)}.yaml`),
    header + stringify(areaBeaches, { lineWidth: 100 }),
  );
}
console.log(
  `wrote ${beaches.length} beaches in ${byArea.size} area files to ${path.relative(process.cwd(), catalogueDir)}`,
);
