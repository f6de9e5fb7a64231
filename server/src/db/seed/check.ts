import { facilityKeys, facilityStates, type DogRule } from '@shared/beaches';
import {
  educationAuthorities,
  halfTermNames,
  schoolTerms,
  type AcademicYearTerms,
  type EducationAuthority,
} from '@shared/data/school-terms';
import { distanceMetres } from '@shared/geo';
import { formatLocalDate, parseLocalDate, todayInLondon } from '@shared/london-time';
import { ruleTextIssues } from '@shared/rule-text-check';
import type { CatalogueBeach } from './catalogue';

/** Devon and the border coasts: Cornwall from Trebarwith and Fowey, Somerset to Burnham-on-Sea, Dorset to Cogden. */
export const regionBounds = { south: 50.2, north: 51.3, west: -4.8, east: -2.7 } as const;
export const minimumSpacingMetres = 150;
export const minimumDescriptionLength = 80;

/** The fields whose provenance is tracked in each entry's `sources` (facilities carry their own). */
export const trackedFields = [
  'latitude',
  'postcode',
  'beachType',
  'accessType',
  'dogRule',
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
  /** Rules with a source, not named in their order, with moving or unconfirmed dates, and ended. */
  dogRules: {
    sourced: number;
    notNamed: number;
    movingDates: number;
    unconfirmed: number;
    orderEndsOn: number;
    expired: number;
  };
  /** Per facility, how many beaches say yes, no and not known. */
  facilities: Record<string, Record<string, number>>;
  /** Designated bathing waters, and how many of them have a classification. */
  bathingWaters: { total: number; classified: number };
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

const isMonthDay = (text: string) => parseLocalDate(`2028-${text}`) !== null;
const isFullDate = (text: string | null | undefined) =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && parseLocalDate(text) !== null;
const isAddress = (text: string | null | undefined) => !!text && /^https?:\/\/\S+$/.test(text);

/**
 * What the schema cannot see in a dog rule: a source with its address, a full checked date, an
 * end date for every council order (else it could not be flagged once it expires), real days of
 * the year and hours that differ.
 */
function dogRuleProblems(rule: DogRule): string[] {
  const problems: string[] = [];
  if (!rule.source?.trim() || !isAddress(rule.sourceUrl)) {
    problems.push('has no source with its address (source and sourceUrl)');
  }
  if (!isFullDate(rule.checkedOn)) {
    problems.push(`checked on "${rule.checkedOn ?? ''}", not a full date (yyyy-MM-dd)`);
  }
  if (rule.setBy === 'council' && !rule.orderKind) {
    problems.push('is a council rule without orderKind (pspo or byelaw)');
  }
  if (rule.orderKind === 'pspo' && !rule.orderEndsOn) {
    problems.push('is an order without orderEndsOn, so it could not be flagged once it expires');
  }
  if (rule.namedInOrder === false && rule.periods.length > 0) {
    problems.push('is not named in its order yet has periods');
  }
  rule.periods.forEach((period, index) => {
    for (const bound of [period.from, period.to]) {
      if (typeof bound === 'string' && !isMonthDay(bound)) {
        problems.push(`period ${index + 1}: ${bound} is not a day of the year`);
      }
    }
    if (period.hours && period.hours.from === period.hours.to) {
      problems.push(`period ${index + 1}: its hours start and end at ${period.hours.from}`);
    }
  });
  return problems;
}

const termYear = { october: 0, february: 1, may: 1 } as const;

/** The half-term data: real dates in the right academic year, each year with a web source. */
export function checkSchoolTerms(
  terms: Record<EducationAuthority, AcademicYearTerms[]> = schoolTerms,
): string[] {
  const problems: string[] = [];
  for (const authority of educationAuthorities) {
    for (const year of terms[authority]) {
      const at = `school terms ${authority} ${year.academicYear}`;
      const match = /^(\d{4})\/(\d{2})$/.exec(year.academicYear);
      const first = match ? Number(match[1]) : Number.NaN;
      if (!match || (first + 1) % 100 !== Number(match[2])) {
        problems.push(`${at}: academic year must be like 2025/26`);
      }
      if (!/^https?:\/\/\S+$/.test(year.source)) problems.push(`${at}: no source link`);
      const seen = new Set<string>();
      for (const halfTerm of year.halfTerms) {
        if (!halfTermNames.includes(halfTerm.term))
          problems.push(`${at}: unknown ${halfTerm.term}`);
        if (seen.has(halfTerm.term)) problems.push(`${at}: ${halfTerm.term} given twice`);
        seen.add(halfTerm.term);
        const start = parseLocalDate(halfTerm.start);
        const end = parseLocalDate(halfTerm.end);
        if (!start || !end || halfTerm.end < halfTerm.start) {
          problems.push(`${at}: ${halfTerm.term} half-term dates are not a span of real dates`);
        } else if (start.year !== first + termYear[halfTerm.term]) {
          problems.push(`${at}: ${halfTerm.term} half-term is not in that academic year`);
        }
      }
    }
  }
  return problems;
}

/** A "no" needs a source, and so does a lifeguard "yes"; the facilities need a checked date. */
function facilityProblems(beach: CatalogueBeach): string[] {
  const problems: string[] = [];
  const { facilities, bathingWater } = beach;
  if (!isFullDate(facilities.checkedOn)) {
    problems.push(`facilities checked on "${facilities.checkedOn ?? ''}", not a full date`);
  }
  for (const key of facilityKeys) {
    const facility = facilities[key];
    if (facility.state === 'no' && !facility.source)
      problems.push(`${key} is "no" without a source`);
    if (key === 'lifeguards' && facility.state === 'yes' && !facility.source) {
      problems.push('lifeguards "yes" without a source');
    }
    if (facility.season && facility.season.to < facility.season.from) {
      problems.push(`${key} season ends before it starts`);
    }
  }
  if (bathingWater && (bathingWater.classification === null) !== (bathingWater.year === null)) {
    problems.push('bathing water classification and year go together');
  }
  return problems;
}

/**
 * Every rule the catalogue must keep. `today` (yyyy-MM-dd, London) decides which orders have
 * ended; they are counted, not refused, as the site flags them itself.
 */
export function checkCatalogue(
  beaches: CatalogueBeach[],
  today = formatLocalDate(todayInLondon()),
): CatalogueReport {
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
    const needsPeriods = beach.accessType === 'seasonal' || beach.accessType === 'restricted';
    if (!beach.dogRule) problems.push(`${beach.slug}: no dog rule`);
    else if (needsPeriods && beach.dogRule.periods.length === 0) {
      problems.push(`${beach.slug}: ${beach.accessType} without a structured dog rule`);
    }
    problems.push(...facilityProblems(beach).map((problem) => `${beach.slug}: ${problem}`));
    for (const problem of beach.dogRule ? dogRuleProblems(beach.dogRule) : []) {
      problems.push(`${beach.slug}: dog rule ${problem}`);
    }
    // The texts must agree with the rule, as an administrator's save must (shared/rule-text-check.ts).
    for (const issue of ruleTextIssues(beach, beach.dogRule)) {
      problems.push(`${beach.slug}: ${issue.path}: ${issue.message}`);
    }
    if (beach.description.length < minimumDescriptionLength) {
      problems.push(
        `${beach.slug}: description shorter than ${minimumDescriptionLength} characters`,
      );
    }
  }

  problems.push(...checkSchoolTerms());

  const rules = beaches.flatMap((b) => (b.dogRule ? [b.dogRule] : []));
  return {
    problems,
    total: beaches.length,
    byArea: tally(beaches.map((b) => b.location)),
    byAccessType: tally(beaches.map((b) => b.accessType)),
    byBeachType: tally(beaches.map((b) => b.beachType ?? 'unknown')),
    checkedFields: Object.fromEntries(
      trackedFields.map((field) => [field, beaches.filter((b) => b.sources[field]).length]),
    ),
    dogRules: {
      sourced: rules.filter((rule) => rule.source && isAddress(rule.sourceUrl)).length,
      notNamed: rules.filter((rule) => rule.namedInOrder === false).length,
      movingDates: rules.filter((rule) =>
        rule.periods.some((p) => typeof p.from !== 'string' || typeof p.to !== 'string'),
      ).length,
      unconfirmed: rules.filter((rule) => rule.periods.some((p) => p.confirmed === false)).length,
      orderEndsOn: rules.filter((rule) => rule.orderEndsOn).length,
      expired: rules.filter((rule) => rule.orderEndsOn && rule.orderEndsOn < today).length,
    },
    facilities: Object.fromEntries(
      facilityKeys.map((key) => [
        key,
        Object.fromEntries(
          facilityStates.map((state) => [
            state,
            beaches.filter((b) => b.facilities[key].state === state).length,
          ]),
        ),
      ]),
    ),
    bathingWaters: {
      total: beaches.filter((b) => b.bathingWater).length,
      classified: beaches.filter((b) => b.bathingWater?.classification).length,
    },
  };
}
