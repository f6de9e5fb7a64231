import {
  educationAuthorityNames,
  schoolTerms,
  type EducationAuthority,
  type HalfTermName,
} from './data/school-terms';
import { capitalise } from './labels';
import { addDays, parseLocalDate, type LocalDate } from './london-time';

/**
 * Easter Day (Western churches) in a Gregorian year: the anonymous Gregorian algorithm as Meeus
 * gives it. Written here rather than taken from a package: it is a dozen lines of integer
 * arithmetic, tested against published dates.
 */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** A bound of a dog-rule period that moves from year to year. */
export type MovingBound =
  | { relativeTo: 'easter'; offsetDays: number }
  | {
      relativeTo: 'half-term';
      term: HalfTermName;
      edge: 'start' | 'end';
      authority: EducationAuthority;
    };

/** A period bound: a fixed month-day ("05-01") or one that moves. */
export type RuleBound = string | MovingBound;

/**
 * The half-term of that name whose holiday falls in a calendar year (the October half-term of
 * 2026 is in the academic year 2026/27), or null when no source in the data gives it.
 */
export function halfTermIn(
  authority: EducationAuthority,
  term: HalfTermName,
  year: number,
): { start: LocalDate; end: LocalDate } | null {
  for (const academicYear of schoolTerms[authority]) {
    for (const halfTerm of academicYear.halfTerms) {
      const start = parseLocalDate(halfTerm.start);
      const end = parseLocalDate(halfTerm.end);
      if (halfTerm.term === term && start && end && start.year === year) return { start, end };
    }
  }
  return null;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The date a bound falls on in a calendar year; null when it depends on dates the data does not
 * have. A fixed 29 February starts a season on 1 March and ends one on 28 February in other years.
 */
export function resolveBound(bound: RuleBound, year: number, as: 'from' | 'to'): LocalDate | null {
  if (typeof bound === 'string') {
    const month = Number(bound.slice(0, 2));
    const day = Number(bound.slice(3, 5));
    const last = daysIn(year, month);
    if (day <= last) return { year, month, day };
    return as === 'from' ? addDays({ year, month, day: last }, 1) : { year, month, day: last };
  }
  if (bound.relativeTo === 'easter') return addDays(easterSunday(year), bound.offsetDays);
  const halfTerm = halfTermIn(bound.authority, bound.term, year);
  return halfTerm ? halfTerm[bound.edge] : null;
}

/** Where a half-term usually falls, only to tell whether a season runs over New Year. */
const usualHalfTerm: Record<HalfTermName, number> = {
  february: 215,
  may: 528,
  october: 1026,
};

/** A month-day number (501 for 1 May) of a bound in a year, known or usual. */
export function boundOrder(bound: RuleBound, year: number): number {
  if (typeof bound !== 'string' && bound.relativeTo === 'half-term') {
    const known = resolveBound(bound, year, 'from');
    return known ? known.month * 100 + known.day : usualHalfTerm[bound.term];
  }
  const date = resolveBound(bound, year, 'from');
  return date ? date.month * 100 + date.day : 0;
}

const easterWords = new Map<number, string>([
  [-2, 'Good Friday'],
  [0, 'Easter Day'],
  [1, 'Easter Monday'],
]);

/** "two weeks before Easter", "Easter Monday", "the end of the October half-term (Devon)". */
export function describeMovingBound(bound: MovingBound): string {
  if (bound.relativeTo === 'easter') {
    const named = easterWords.get(bound.offsetDays);
    if (named) return named;
    const days = Math.abs(bound.offsetDays);
    const span = days % 7 === 0 ? `${days / 7} week${days === 7 ? '' : 's'}` : `${days} days`;
    return `${span} ${bound.offsetDays < 0 ? 'before' : 'after'} Easter Day`;
  }
  return `the ${bound.edge} of the ${capitalise(bound.term)} half-term (${educationAuthorityNames[bound.authority]} schools)`;
}
