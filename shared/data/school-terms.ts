/**
 * School half-term dates, per education authority, as their sources give them. This is data: a
 * dog rule bound to a half-term ("until the end of the October half-term") resolves only in the
 * academic years listed here, and reads "dates not confirmed" in any other year. Enter only dates a
 * source prints; never work them out from a pattern. Research notes: docs/data/dog-orders.md.
 */

import { capitalisedLabels } from '../labels';

export const halfTermNames = ['october', 'february', 'may'] as const;
export type HalfTermName = (typeof halfTermNames)[number];

export const educationAuthorities = [
  'devon',
  'cornwall',
  'dorset',
  'torbay',
  'plymouth',
  'somerset',
] as const;
export type EducationAuthority = (typeof educationAuthorities)[number];

export const educationAuthorityNames = capitalisedLabels(educationAuthorities);

export interface HalfTerm {
  term: HalfTermName;
  /** First and last weekday of the holiday, yyyy-MM-dd, inclusive. */
  start: string;
  end: string;
}

export interface AcademicYearTerms {
  /** "2025/26": the October half-term of 2025 and the February and May half-terms of 2026. */
  academicYear: string;
  /** Where these dates were read; a year without a source is not entered. */
  source: string;
  /** Only the half-terms the source gives; a missing one is not confirmed. */
  halfTerms: HalfTerm[];
}

export const schoolTerms: Record<EducationAuthority, AcademicYearTerms[]> = {
  // The council's page shows only 2018/19 and 2019/20, and no later dates were found.
  devon: [],
  cornwall: [
    {
      academicYear: '2024/25',
      source:
        'https://www.cornwall.gov.uk/schools-and-education/schools-and-colleges/school-term-dates-and-inset-days/',
      halfTerms: [
        { term: 'october', start: '2024-10-28', end: '2024-11-01' },
        { term: 'february', start: '2025-02-17', end: '2025-02-21' },
        { term: 'may', start: '2025-05-26', end: '2025-05-30' },
      ],
    },
    {
      academicYear: '2025/26',
      source: 'https://sithney.croftymat.org/parents/term-dates',
      halfTerms: [
        { term: 'october', start: '2025-10-27', end: '2025-10-31' },
        { term: 'february', start: '2026-02-16', end: '2026-02-20' },
        { term: 'may', start: '2026-05-25', end: '2026-05-29' },
      ],
    },
  ],
  dorset: [
    {
      academicYear: '2025/26',
      source: 'https://www.primarytimes.co.uk/dorset/school-term-dates',
      halfTerms: [
        { term: 'october', start: '2025-10-27', end: '2025-10-31' },
        { term: 'february', start: '2026-02-16', end: '2026-02-20' },
      ],
    },
  ],
  torbay: [],
  plymouth: [],
  somerset: [],
};
